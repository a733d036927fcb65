/**
 * Financing (issue 6): the dashboards, the enterprise's demands, requests, repayment plans and
 * reviews, and the institution's grab hall, alerts and request handling.
 */
export const name = 'finance';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
