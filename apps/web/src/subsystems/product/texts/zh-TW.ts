import type { TextsLike } from '@/lib/i18n';
import type { ProductTexts } from './zh-CN';

const zhTW: TextsLike<ProductTexts> = {};

export default zhTW;
