import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/**
 * Financing (issue 6): the dashboards, the enterprise's demands, requests, repayment plans and
 * reviews, and the institution's grab hall, alerts and request handling.
 */
export const name = 'finance';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
