import type { TextsLike } from '@/lib/i18n';
import type { CommonTexts } from './zh-CN';

const enUS: TextsLike<CommonTexts> = {
  common: {},
};

export default enUS;
