/**
 * Paths other code links to. The app's route table (src/app/route-table.ts) says which screen,
 * layout and access each path has; this list only names them, so that subsystems can link without
 * importing the app.
 */
export const paths = {
  root: '/',
  home: '/index',
  homeAlias: '/mainIndex',
  login: '/login',
  register: '/zjtRegister',
  voucher: '/voucher',
  bill: '/bill',
  help: '/help',
  about: '/terraceAbout',
  notFound: '/errors/404',
  forbidden: '/errors/403',
  serverError: '/errors/500',
} as const;
