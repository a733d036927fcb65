import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/** Enterprise membership: the registration wizard, real-name verification and the registration review. */
export const name = 'member';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
