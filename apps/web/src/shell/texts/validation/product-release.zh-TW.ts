import type { TextsLike } from '@/lib/i18n';
import type { productReleaseMessagesZhCN } from '@scf/shared/messages-product-release';

/** zh-TW texts of the product release validation keys (@scf/shared/messages-product-release). */
const productReleaseValidation: TextsLike<typeof productReleaseMessagesZhCN> = {
  productStatusRule: '產品狀態應為0、1、2、3、4之一',
};

export default productReleaseValidation;
