import type { TextsLike } from '@/lib/i18n';
import type { AuthorizationTexts } from './zh-CN';

const texts: TextsLike<AuthorizationTexts> = { authorization: {} };

export default texts;
