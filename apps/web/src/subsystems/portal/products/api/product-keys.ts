import type { ProductListQuery } from '@scf/shared/schemas/product';

/**
 * Query keys of the catalogue's calls, in one place. Labels come in the request's language, so
 * every key carries it: switching language fetches again instead of showing the old labels.
 */
export const productKeys = {
  all: ['portal', 'products'] as const,
  list: (query: ProductListQuery, lang: string) => ['portal', 'products', 'list', query, lang] as const,
  detail: (id: string, lang: string) => ['portal', 'products', 'detail', id, lang] as const,
  recommended: (pageSize: number, lang: string) =>
    ['portal', 'products', 'recommended', pageSize, lang] as const,
  repayTerms: (lang: string) => ['portal', 'dict', 'repay-terms', lang] as const,
  dict: (name: string, lang: string) => ['portal', 'dict', name, lang] as const,
};
