import type { TextsLike } from '@/lib/i18n';
import type { RegisterTexts } from './zh-CN';

const zhTW: TextsLike<RegisterTexts> = {
  register: {},
};

export default zhTW;
