import type { TextsLike } from '@/lib/i18n';
import type { ContentTexts } from './zh-CN';

const texts: TextsLike<ContentTexts> = { content: {} };

export default texts;
