/** Products of institutions (issue 6): release, submission, the back office's audit, the shelf. */
export const name = 'product';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
