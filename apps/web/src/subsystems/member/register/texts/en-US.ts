import type { TextsLike } from '@/lib/i18n';
import type { RegisterTexts } from './zh-CN';

const enUS: TextsLike<RegisterTexts> = {
  register: {},
};

export default enUS;
