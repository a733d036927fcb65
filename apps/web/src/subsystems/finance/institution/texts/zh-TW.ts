import type { TextsLike } from '@/lib/i18n';
import type { InstitutionTexts } from './zh-CN';

const zhTW: TextsLike<InstitutionTexts> = {
  institution: {},
};

export default zhTW;
