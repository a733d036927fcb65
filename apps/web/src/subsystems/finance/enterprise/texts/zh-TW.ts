import type { TextsLike } from '@/lib/i18n';
import type { EnterpriseTexts } from './zh-CN';

const zhTW: TextsLike<EnterpriseTexts> = {
  enterprise: {},
};

export default zhTW;
