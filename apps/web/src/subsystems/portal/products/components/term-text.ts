import type { TFunction } from 'i18next';
import { termOf } from '../lib/product-format';

/** A product's term in words: '3~12个月', '6个月', its stored text, or '不限'. */
export function termText(
  product: { loanPeriodMin: number | null; loanPeriodMax: number | null; loanTermStr: string | null },
  t: TFunction,
): string {
  const term = termOf(product);
  switch (term.kind) {
    case 'range':
      return t('portal.products.card.termRange', { min: term.min, max: term.max });
    case 'single':
      return t('portal.products.card.termSingle', { max: term.max });
    case 'text':
      return term.text;
    case 'unlimited':
      return t('portal.products.card.unlimited');
  }
}
