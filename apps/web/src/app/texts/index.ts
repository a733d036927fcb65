import { mergeTexts } from '@/lib/i18n';
import footerEnUS from '@/app/layouts/common/texts/en-US';
import footerZhCN from '@/app/layouts/common/texts/zh-CN';
import footerZhTW from '@/app/layouts/common/texts/zh-TW';
import publicHeaderEnUS from '@/app/layouts/trading/texts/en-US';
import publicHeaderZhCN from '@/app/layouts/trading/texts/zh-CN';
import publicHeaderZhTW from '@/app/layouts/trading/texts/zh-TW';
import userCentreEnUS from '@/app/layouts/user-centre/texts/en-US';
import userCentreZhCN from '@/app/layouts/user-centre/texts/zh-CN';
import userCentreZhTW from '@/app/layouts/user-centre/texts/zh-TW';
import shellEnUS from '@/shell/texts/en-US';
import shellZhCN from '@/shell/texts/zh-CN';
import shellZhTW from '@/shell/texts/zh-TW';
import appEnUS from './en-US';
import appZhCN from './zh-CN';
import appZhTW from './zh-TW';

/** The texts available from start-up; subsystems add theirs when they load. */
export const startupTexts = mergeTexts(
  { 'zh-CN': appZhCN, 'zh-TW': appZhTW, 'en-US': appEnUS },
  { 'zh-CN': shellZhCN, 'zh-TW': shellZhTW, 'en-US': shellEnUS },
  { 'zh-CN': userCentreZhCN, 'zh-TW': userCentreZhTW, 'en-US': userCentreEnUS },
  { 'zh-CN': publicHeaderZhCN, 'zh-TW': publicHeaderZhTW, 'en-US': publicHeaderEnUS },
  { 'zh-CN': footerZhCN, 'zh-TW': footerZhTW, 'en-US': footerEnUS },
);
