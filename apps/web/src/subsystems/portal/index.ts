import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/** The public portal: home page now; banners, news, products and landing pages as they arrive. */
export const name = 'portal';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
