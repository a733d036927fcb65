/** The public portal: home page now; banners, news, products and landing pages as they arrive. */
export const name = 'portal';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
