// Apart from the schemas of ./product.ts (which re-exports them), so that a page reads these, and
// checks a rate or an amount from its URL, without loading zod.

export const LOAN_TYPES = ['LOGMIS', 'SCBC', 'WMS', 'FSP'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const FINANCE_TYPES = ['receivable', 'voucher', 'credit'] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

/** Product status codes: 0 to submit, 1 to audit, 2 to put on shelf, 3 on shelf, 4 audit failed. */
export const PRODUCT_STATUS = {
  toSubmit: 0,
  toAudit: 1,
  toShelve: 2,
  onShelf: 3,
  auditFailed: 4,
} as const;
export const PRODUCT_STATUSES = [0, 1, 2, 3, 4] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_APPLY_METHODS = ['site', 'mybank', 'qr'] as const;
export type ProductApplyMethod = (typeof PRODUCT_APPLY_METHODS)[number];

export const LOAN_TERM_UNITS = ['month', 'day', 'year'] as const;

export const PRODUCT_LIMITS = {
  /** The product list shows 10 a page. */
  listPageSize: 10,
  /** Landing pages list 4 products (receivable or voucher). */
  landingPageSize: 4,
  /** The home page recommends 6. */
  recommendPageSize: 6,
  maxPageSize: 100,
  /**
   * Deepest row a page may start at. Paging is OFFSET-based (the spec's page_no), and an offset
   * costs a scan of the rows it skips; past this a search must be narrowed instead.
   */
  maxOffset: 10_000,
  keyword: 50,
  rateMax: 100,
  /** Amount presets of the list: under 100 / 200 / 300 / 400 / 500 ten-thousand yuan. */
  amountPresets: [100, 200, 300, 400, 500],
  /** A custom amount (ten-thousand yuan): 5 integer digits and 2 decimals, as the apply dialog. */
  amountMax: 99_999.99,
  periodMax: 999,
} as const;

/** A rate in percent: greater than 0, not above 100, at most two decimals (section 5). */
const RATE_FORMAT = /^\d{1,3}(\.\d{1,2})?$/;

export function isValidRate(value: number | string): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!RATE_FORMAT.test(text)) return false;
  const rate = Number(text);
  return rate > 0 && rate <= PRODUCT_LIMITS.rateMax;
}

/** A custom amount in ten-thousand yuan: greater than 0, 5 integer digits and 2 decimals at most. */
const AMOUNT_FORMAT = /^\d{1,5}(\.\d{1,2})?$/;
export function isValidAmount(value: number | string): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return AMOUNT_FORMAT.test(text) && Number(text) > 0;
}
