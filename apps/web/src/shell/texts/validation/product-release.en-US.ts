import type { TextsLike } from '@/lib/i18n';
import type { productReleaseMessagesZhCN } from '@scf/shared/messages-product-release';

/** en-US texts of the product release validation keys (@scf/shared/messages-product-release). */
const productReleaseValidation: TextsLike<typeof productReleaseMessagesZhCN> = {
  productStatusRule: 'The product status must be 0, 1, 2, 3 or 4',
};

export default productReleaseValidation;
