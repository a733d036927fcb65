import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productListQuery, productPage } from '@scf/shared/schemas/product';
import type { ProductListQuery, ProductListQueryInput, ProductPage } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const QUERY_PRODUCTS_PATH = '/portal/fin/product/queryProdProduct';

/** Products on shelf matching the query; checked by the server's own schema before it is sent. */
export async function queryProducts(query: ProductListQuery): Promise<ProductPage> {
  return productPage.parse(await post<unknown>(QUERY_PRODUCTS_PATH, query, { silent: true }));
}

export const productListQueryOptions = (query: ProductListQuery, lang: string) =>
  queryOptions({
    queryKey: productKeys.list(query, lang),
    queryFn: () => queryProducts(query),
    // The list keeps showing the previous page while the next one loads, instead of a blank.
    placeholderData: keepPreviousData,
  });

/** A page of products: the list page, the landing pages (4 of a finance type) and the like. */
export function useProductList(input: ProductListQueryInput) {
  const { i18n } = useTranslation();
  return useQuery(productListQueryOptions(productListQuery.parse(input), i18n.language));
}
