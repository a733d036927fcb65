import type { TextsLike } from '@/lib/i18n';
import type { AdminTexts } from './zh-CN';
import access from '../access/texts/en-US';
import authorization from '../authorization/texts/en-US';
import content from '../content/texts/en-US';
import organization from '../organization/texts/en-US';

const texts: TextsLike<AdminTexts> = {
  ...access,
  ...organization,
  ...authorization,
  ...content,
};

export default texts;
