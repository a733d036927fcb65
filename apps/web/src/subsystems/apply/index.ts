/**
 * Applications to a product on their own pages (issue 6): the apply page (voucher and credit
 * variants), the receivable discount page and the loan types' pages (waybill, receivable, warehouse
 * receipt). The generic dialog stays on the product detail (portal).
 */
export const name = 'apply';
export { routes } from './routes';
export const texts = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};
