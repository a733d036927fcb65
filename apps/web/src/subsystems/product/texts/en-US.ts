import type { TextsLike } from '@/lib/i18n';
import type { ProductTexts } from './zh-CN';

const enUS: TextsLike<ProductTexts> = {};

export default enUS;
