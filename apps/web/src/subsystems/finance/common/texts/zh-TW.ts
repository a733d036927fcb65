import type { TextsLike } from '@/lib/i18n';
import type { CommonTexts } from './zh-CN';

const zhTW: TextsLike<CommonTexts> = {
  common: {},
};

export default zhTW;
