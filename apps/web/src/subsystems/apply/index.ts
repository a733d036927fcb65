import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/**
 * Applications to a product on their own pages (issue 6): the apply page (voucher and credit
 * variants), the receivable discount page and the loan types' pages (waybill, receivable, warehouse
 * receipt). The generic dialog stays on the product detail (portal).
 */
export const name = 'apply';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
