/** Enterprise membership: the registration wizard, real-name verification and the registration review. */
export const name = 'member';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
