import type { TextsLike } from '@/lib/i18n';
import type { FinanceTexts } from './zh-CN';
import common from '../common/texts/zh-TW';
import dashboard from '../dashboard/texts/zh-TW';
import enterprise from '../enterprise/texts/zh-TW';
import institution from '../institution/texts/zh-TW';
import operator from '../operator/texts/zh-TW';

const zhTW: TextsLike<FinanceTexts> = {
  ...common,
  ...dashboard,
  ...enterprise,
  ...institution,
  ...operator,
};

export default zhTW;
