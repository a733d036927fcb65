import type { TextsLike } from '@/lib/i18n';
import type { AdminTexts } from './zh-CN';
import access from '../access/texts/zh-TW';
import authorization from '../authorization/texts/zh-TW';
import content from '../content/texts/zh-TW';
import organization from '../organization/texts/zh-TW';

const texts: TextsLike<AdminTexts> = {
  ...access,
  ...organization,
  ...authorization,
  ...content,
};

export default texts;
