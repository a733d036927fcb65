/**
 * Administration (issue 7): the back office's roles, users, menus, authorisation review and
 * content; an institution's account managers, salesmen and authorisation review.
 */
export const name = 'admin';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
