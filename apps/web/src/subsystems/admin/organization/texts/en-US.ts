import type { TextsLike } from '@/lib/i18n';
import type { OrganizationTexts } from './zh-CN';

const texts: TextsLike<OrganizationTexts> = { organization: {} };

export default texts;
