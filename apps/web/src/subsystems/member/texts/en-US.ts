import type { TextsLike } from '@/lib/i18n';
import type { MemberTexts } from './zh-CN';
import realname from '../realname/texts/en-US';
import register from '../register/texts/en-US';
import review from '../review/texts/en-US';
import company from '../company/texts/en-US';
import memberAuthorization from '../authorizations/texts/en-US';

const enUS: TextsLike<MemberTexts> = {
  ...register,
  ...realname,
  ...review,
  ...company,
  ...memberAuthorization,
};

export default enUS;
