import type { TextsLike } from '@/lib/i18n';
import type { productReleaseMessagesZhCN } from '@scf/shared/messages-product-release';

/** en-US texts of the product release validation keys (@scf/shared/messages-product-release). */
const productReleaseValidation: TextsLike<typeof productReleaseMessagesZhCN> = {
  productStatusRule: 'The product status must be 0, 1, 2, 3 or 4',
  productNameRequired: 'Enter the product name',
  productNameMax: 'The product name cannot exceed 50 characters',
  productDescMax: 'The summary cannot exceed 200 characters',
  productTextMax: 'The text cannot exceed 2000 characters',
  productAmountRule:
    'The amount must be positive, with at most 7 integer digits and 2 decimals (10,000 yuan)',
  productAmountOrder: 'The maximum amount cannot be below the minimum',
  productPeriodOrder: 'The longest term cannot be below the shortest',
  repayTypeRequired: 'Configure at least one repayment method',
  loanTermListRule: 'Terms must be whole numbers separated by commas, e.g. 3,6,12',
  materialNameRule: 'A material name has 1 to 40 characters',
  agreementNameRequired: 'Enter the agreement name (at most 50 characters)',
  agreementTextRequired: 'Enter the agreement text',
  documentCodeRule:
    'A document code starts with a capital letter, uses capitals, digits or underscores, and is unique',
  documentNameRequired: 'Enter the document name (at most 40 characters)',
  documentFileTypeRule: 'File types are extensions separated by commas, e.g. pdf,jpg',
  applyMethodRule: 'The apply method must be site, mybank or qr',
  outerUrlRule: 'Enter a valid external application address',
  auditResultRule: 'Choose the audit result',
  auditDescRequired: 'Give the reason when rejecting',
  auditDescMax: 'The audit comment cannot exceed 200 characters',
};

export default productReleaseValidation;
