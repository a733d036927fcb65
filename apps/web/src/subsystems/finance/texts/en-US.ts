import type { TextsLike } from '@/lib/i18n';
import type { FinanceTexts } from './zh-CN';
import common from '../common/texts/en-US';
import dashboard from '../dashboard/texts/en-US';
import enterprise from '../enterprise/texts/en-US';
import institution from '../institution/texts/en-US';
import operator from '../operator/texts/en-US';

const enUS: TextsLike<FinanceTexts> = {
  ...common,
  ...dashboard,
  ...enterprise,
  ...institution,
  ...operator,
};

export default enUS;
