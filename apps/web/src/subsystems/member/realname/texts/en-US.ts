import type { TextsLike } from '@/lib/i18n';
import type { RealNameTexts } from './zh-CN';

const enUS: TextsLike<RealNameTexts> = {
  realname: {},
};

export default enUS;
