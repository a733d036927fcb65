import type { TextsLike } from '@/lib/i18n';
import type { MemberTexts } from './zh-CN';
import realname from '../realname/texts/en-US';
import register from '../register/texts/en-US';
import review from '../review/texts/en-US';

const enUS: TextsLike<MemberTexts> = {
  ...register,
  ...realname,
  ...review,
};

export default enUS;
