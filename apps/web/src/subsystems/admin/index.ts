import enUS from './texts/en-US';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

/**
 * Administration (issue 7): the back office's roles, users, menus, authorisation review and
 * content; an institution's account managers, salesmen and authorisation review.
 */
export const name = 'admin';
export { routes } from './routes';
export const texts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
