import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/** Products of institutions (issue 6): release, submission, the back office's audit, the shelf. */
export const name = 'product';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
