import {
  LOAN_TYPES,
  PRODUCT_LIMITS,
  isValidAmount,
  isValidRate,
} from '@scf/shared/schemas/product-constants';
import type { LoanType } from '@scf/shared/schemas/product-constants';
import type { ProductListQuery } from '@scf/shared/schemas/product';

/**
 * The product list's search, kept in the URL so that it can be shared and reloaded (business.md
 * section 2: userName, amount, period, guarant, loanType; also customAmount, the rate range and the
 * page). A value a person could have typed wrong into the address bar is dropped, not an error.
 */
export interface ProductSearch {
  /** URL userName: a product or funding party name. */
  keyword: string;
  /** URL amount: a preset, under this many ten-thousand yuan. */
  amount?: number;
  /** URL customAmount: ten-thousand yuan within the product's range. */
  customAmount?: number;
  /** URL period: months. */
  period?: number;
  /** URL guarant: a guarantee type code. */
  guarant?: string;
  rateStart?: number;
  rateEnd?: number;
  loanType?: LoanType;
  /** URL page, from 1. */
  page: number;
}

export const EMPTY_SEARCH: ProductSearch = { keyword: '', page: 1 };

const PARAM = {
  keyword: 'userName',
  amount: 'amount',
  customAmount: 'customAmount',
  period: 'period',
  guarant: 'guarant',
  rateStart: 'rateStart',
  rateEnd: 'rateEnd',
  loanType: 'loanType',
  page: 'page',
} as const;

const wholeNumber = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

const lastPage = Math.floor(PRODUCT_LIMITS.maxOffset / PRODUCT_LIMITS.listPageSize);

export function parseProductSearch(params: URLSearchParams): ProductSearch {
  const search: ProductSearch = {
    keyword: (params.get(PARAM.keyword) ?? '').trim().slice(0, PRODUCT_LIMITS.keyword),
    page: wholeNumber(params.get(PARAM.page), 1, lastPage) ?? 1,
  };
  const amount = wholeNumber(params.get(PARAM.amount), 1, Number.MAX_SAFE_INTEGER);
  if (amount !== undefined && (PRODUCT_LIMITS.amountPresets as readonly number[]).includes(amount)) {
    search.amount = amount;
  }
  const custom = params.get(PARAM.customAmount);
  // One amount filter at a time: a custom amount wins over a preset.
  if (custom !== null && isValidAmount(custom)) {
    search.customAmount = Number(custom.trim());
    delete search.amount;
  }
  const period = wholeNumber(params.get(PARAM.period), 1, PRODUCT_LIMITS.periodMax);
  if (period !== undefined) search.period = period;
  const guarant = params.get(PARAM.guarant)?.trim();
  if (guarant && guarant.length <= 32) search.guarant = guarant;
  const rateStart = params.get(PARAM.rateStart);
  if (rateStart !== null && isValidRate(rateStart)) search.rateStart = Number(rateStart);
  const rateEnd = params.get(PARAM.rateEnd);
  if (rateEnd !== null && isValidRate(rateEnd)) search.rateEnd = Number(rateEnd);
  if (search.rateStart !== undefined && search.rateEnd !== undefined && search.rateEnd < search.rateStart) {
    delete search.rateEnd;
  }
  const loanType = params.get(PARAM.loanType);
  if (loanType && (LOAN_TYPES as readonly string[]).includes(loanType))
    search.loanType = loanType as LoanType;
  return search;
}

/** The URL query of a search; defaults are left out, so a plain list is a plain /product. */
export function toSearchParams(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set(PARAM.keyword, search.keyword);
  if (search.amount !== undefined) params.set(PARAM.amount, String(search.amount));
  if (search.customAmount !== undefined) params.set(PARAM.customAmount, String(search.customAmount));
  if (search.period !== undefined) params.set(PARAM.period, String(search.period));
  if (search.guarant !== undefined) params.set(PARAM.guarant, search.guarant);
  if (search.rateStart !== undefined) params.set(PARAM.rateStart, String(search.rateStart));
  if (search.rateEnd !== undefined) params.set(PARAM.rateEnd, String(search.rateEnd));
  if (search.loanType !== undefined) params.set(PARAM.loanType, search.loanType);
  if (search.page > 1) params.set(PARAM.page, String(search.page));
  return params;
}

/**
 * What queryProdProduct is asked for a search: 10 a page. Every value was checked as the URL was read
 * (parseProductSearch), by the rules of the shared `productListQuery`; built here without zod, which
 * the list's first render does not load (docs/decisions.md).
 */
export function toListQuery(search: ProductSearch): ProductListQuery {
  const query: ProductListQuery = { pageNo: search.page, pageSize: PRODUCT_LIMITS.listPageSize };
  if (search.keyword) query.keyword = search.keyword;
  if (search.amount !== undefined) query.loanAmountUnder = search.amount;
  if (search.customAmount !== undefined) query.loanAmount = search.customAmount;
  if (search.period !== undefined) query.period = search.period;
  if (search.guarant !== undefined) query.guarantType = search.guarant;
  if (search.rateStart !== undefined) query.rateStart = search.rateStart;
  if (search.rateEnd !== undefined) query.rateEnd = search.rateEnd;
  if (search.loanType !== undefined) query.loanType = search.loanType;
  return query;
}

/** A changed filter starts again at page 1. */
export const withFilter = (
  search: ProductSearch,
  change: Partial<Omit<ProductSearch, 'page'>>,
): ProductSearch => {
  const next: ProductSearch = { ...search, ...change, page: 1 };
  for (const key of Object.keys(change) as (keyof typeof change)[]) {
    if (change[key] === undefined) delete next[key];
  }
  return next;
};

/** Whether any filter or keyword is set (the empty state then offers to clear them). */
export const isFiltered = (search: ProductSearch): boolean =>
  toSearchParams({ ...search, page: 1 }).toString() !== '';
