import type { TextsLike } from '@/lib/i18n';
import type { EnterpriseTexts } from './zh-CN';

const enUS: TextsLike<EnterpriseTexts> = {
  enterprise: {},
};

export default enUS;
