import type { TextsLike } from '@/lib/i18n';
import type { MemberTexts } from './zh-CN';
import realname from '../realname/texts/zh-TW';
import register from '../register/texts/zh-TW';
import review from '../review/texts/zh-TW';
import company from '../company/texts/zh-TW';
import memberAuthorization from '../authorizations/texts/zh-TW';

const zhTW: TextsLike<MemberTexts> = {
  ...register,
  ...realname,
  ...review,
  ...company,
  ...memberAuthorization,
};

export default zhTW;
