import type { TextsLike } from '@/lib/i18n';
import type { AccessTexts } from './zh-CN';

const texts: TextsLike<AccessTexts> = { access: {} };

export default texts;
