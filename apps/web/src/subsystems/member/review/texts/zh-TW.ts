import type { TextsLike } from '@/lib/i18n';
import type { ReviewTexts } from './zh-CN';

const zhTW: TextsLike<ReviewTexts> = {
  review: {},
};

export default zhTW;
