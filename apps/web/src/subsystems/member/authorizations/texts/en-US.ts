import type { TextsLike } from '@/lib/i18n';
import type { MemberAuthorizationTexts } from './zh-CN';

const texts: TextsLike<MemberAuthorizationTexts> = { memberAuthorization: {} };

export default texts;
