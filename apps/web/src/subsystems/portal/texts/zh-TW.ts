import type { TextsLike } from '@/lib/i18n';
import type { PortalTexts } from './zh-CN';
import home from '../home/texts/zh-TW';
import landing from '../landing/texts/zh-TW';
import common from '../common/texts/zh-TW';
import news from '../news/texts/zh-TW';
import policy from '../policy/texts/zh-TW';
import help from '../help/texts/zh-TW';
import products from '../products/texts/zh-TW';
import apply from '../products/apply/texts/zh-TW';

const zhTW: TextsLike<PortalTexts> = {
  ...home,
  ...landing,
  ...common,
  ...news,
  ...policy,
  ...help,
  ...products,
  ...apply,
};

export default zhTW;
