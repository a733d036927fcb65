import type { ProductDetail } from '@scf/shared/schemas/product';
import type { ProductFormInput } from '@scf/shared/schemas/product-release';

/** A stored product as the release form's values: amounts back to ten-thousand yuan. */
export function detailToForm(p: ProductDetail): ProductFormInput {
  const wan = (yuan: number | null) => (yuan === null || yuan === 0 ? undefined : yuan / 10_000);
  return {
    productName: p.productName,
    productDesc: p.productDesc ?? undefined,
    financeTypeCode: p.financeTypeCode,
    loanType: p.loanType,
    loanAmountMin: wan(p.loanAmountMin),
    loanAmountMax: wan(p.loanAmountMax),
    // singleCreditLimit is fen (business.md section 3): fen / 1,000,000 is ten-thousand yuan.
    singleCreditLimit: p.singleCreditLimit === null ? undefined : p.singleCreditLimit / 1_000_000,
    loanPeriodMin: p.loanPeriodMin ?? 1,
    loanPeriodMax: p.loanPeriodMax ?? undefined,
    rateStart: p.rateStart,
    rateEnd: p.rateEnd,
    guarantTypeList: p.guarantTypeList.map((g) => g.value),
    repayTypeList: p.repayTypeList.map((r) => ({
      repayType: r.repayType,
      loanTermList: r.repayTypeConfig.loanTermList,
      loanTermUnit: r.repayTypeConfig.loanTermUnit,
    })),
    materialNameList: p.materialNameList,
    attachments: p.attachments.map((a) => ({ fileName: a.originalFileName, filePath: a.url })),
    agreementArticalList: p.agreementArticalList.map((a) => ({
      articleName: a.articleName,
      articleText: a.articleText,
    })),
    documentList: p.documentList.map((d) => ({
      documentCode: d.documentCode,
      documentName: d.documentName,
      documentFileType: d.documentFileType,
    })),
    introduce: p.introduce ?? undefined,
    customer: p.customer ?? undefined,
    feature: p.feature ?? undefined,
    applyCondition: p.applyCondition ?? undefined,
    productApplyMethod: p.productApplyMethod,
    outerProductUrl: p.outerProductUrl ?? undefined,
  };
}
