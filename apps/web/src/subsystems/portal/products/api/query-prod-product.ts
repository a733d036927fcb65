import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductListQuery, ProductPage } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const QUERY_PRODUCTS_PATH = '/portal/fin/product/queryProdProduct';

/**
 * Products on shelf matching the query, which the server checks by the shared `productListQuery`.
 * Typed, not parsed: the product list loads without zod (docs/decisions.md).
 */
export async function queryProducts(query: ProductListQuery): Promise<ProductPage> {
  return post(QUERY_PRODUCTS_PATH, query, { silent: true });
}

export const productListQueryOptions = (query: ProductListQuery, lang: string) =>
  queryOptions({
    queryKey: productKeys.list(query, lang),
    queryFn: () => queryProducts(query),
    // The list keeps showing the previous page while the next one loads, instead of a blank.
    placeholderData: keepPreviousData,
  });

/** A page of products: the list page, the landing pages (4 of a finance type) and the like. */
export function useProductList(query: ProductListQuery) {
  const { i18n } = useTranslation();
  return useQuery(productListQueryOptions(query, i18n.language));
}
