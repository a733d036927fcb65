import enUS from './en-US';
import zhCN from './zh-CN';
import zhTW from './zh-TW';

export const forgotPasswordTexts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
