import type { TextsLike } from '@/lib/i18n';
import type { ReviewTexts } from './zh-CN';

const enUS: TextsLike<ReviewTexts> = {
  review: {},
};

export default enUS;
