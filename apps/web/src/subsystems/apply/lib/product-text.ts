import type { ProductDetail } from '@scf/shared/schemas/product';

type T = (key: string, options?: Record<string, unknown>) => string;

const yuanText = (yuan: number, language: string) =>
  yuan.toLocaleString(language, { maximumFractionDigits: 2 });

/** The product's amount range in yuan (the apply page's unit, business.md section 9). */
export function amountRangeText(
  product: Pick<ProductDetail, 'loanAmountMin' | 'loanAmountMax'>,
  t: T,
  language: string,
): string {
  const min = yuanText(product.loanAmountMin ?? 0, language);
  return product.loanAmountMax === null
    ? t('apply.summary.amountFrom', { min })
    : t('apply.summary.amountRange', { min, max: yuanText(product.loanAmountMax, language) });
}

/** The product's term range in months. */
export function termRangeText(product: Pick<ProductDetail, 'loanPeriodMin' | 'loanPeriodMax'>, t: T): string {
  const min = product.loanPeriodMin ?? 1;
  return product.loanPeriodMax === null
    ? t('apply.summary.termFrom', { min })
    : t('apply.summary.termRange', { min, max: product.loanPeriodMax });
}
