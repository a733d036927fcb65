import type { TextsLike } from '@/lib/i18n';
import type { InstitutionTexts } from './zh-CN';

const enUS: TextsLike<InstitutionTexts> = {
  institution: {},
};

export default enUS;
