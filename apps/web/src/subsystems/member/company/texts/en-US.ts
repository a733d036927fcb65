import type { TextsLike } from '@/lib/i18n';
import type { CompanyTexts } from './zh-CN';

const texts: TextsLike<CompanyTexts> = { company: {} };

export default texts;
