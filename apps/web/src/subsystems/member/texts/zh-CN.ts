import realname from '../realname/texts/zh-CN';
import register from '../register/texts/zh-CN';
import review from '../review/texts/zh-CN';
import company from '../company/texts/zh-CN';
import memberAuthorization from '../authorizations/texts/zh-CN';

/** Member texts; read as `member.<key>` (the loader merges them under the subsystem's name). */
const zhCN = {
  ...register,
  ...realname,
  ...review,
  ...company,
  ...memberAuthorization,
};

export default zhCN;
export type MemberTexts = typeof zhCN;
