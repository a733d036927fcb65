import type { TextsLike } from '@/lib/i18n';
import type { RealNameTexts } from './zh-CN';

const zhTW: TextsLike<RealNameTexts> = {
  realname: {},
};

export default zhTW;
