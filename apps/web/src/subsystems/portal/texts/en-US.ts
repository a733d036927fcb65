import type { TextsLike } from '@/lib/i18n';
import type { PortalTexts } from './zh-CN';
import home from '../home/texts/en-US';
import landing from '../landing/texts/en-US';
import common from '../common/texts/en-US';
import news from '../news/texts/en-US';
import policy from '../policy/texts/en-US';
import help from '../help/texts/en-US';
import products from '../products/texts/en-US';
import apply from '../products/apply/texts/en-US';

const enUS: TextsLike<PortalTexts> = {
  ...home,
  ...landing,
  ...common,
  ...news,
  ...policy,
  ...help,
  ...products,
  ...apply,
};

export default enUS;
