import type { ApplyLimits } from '@scf/shared/schemas/financing';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { yuanToFen } from '@scf/shared/money';

/**
 * What the dialog checks a product's application against (business.md section 5): the amount
 * range (the product gives yuan), the term range, one file per downloadable template, and the
 * agreements a comp user must accept.
 */
export function dialogLimits(product: ProductDetail, userType: string | null): ApplyLimits {
  const fen = (yuan: number | null) => (yuan === null ? null : yuanToFen(yuan));
  return {
    loanAmountMinFen: fen(product.loanAmountMin),
    loanAmountMaxFen: fen(product.loanAmountMax),
    loanPeriodMin: product.loanPeriodMin,
    loanPeriodMax: product.loanPeriodMax,
    attachmentCount: product.attachments.length,
    agreementRequired: userType === 'comp' && product.agreementArticalList.length > 0,
  };
}
