import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '@scf/shared/schemas/product-constants';
import type { ProductPage } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const RECOMMEND_PRODUCTS_PATH = '/portal/product/recommend/queryRecommendProduct';

/** The recommended products on shelf, in the platform's order (the home page shows 6). */
export async function queryRecommendedProducts(pageSize: number): Promise<ProductPage> {
  // Typed, not parsed: the first public pages load without zod (docs/decisions.md).
  return post(RECOMMEND_PRODUCTS_PATH, { pageSize }, { silent: true });
}

export const recommendedProductsQueryOptions = (pageSize: number, lang: string) =>
  queryOptions({
    queryKey: productKeys.recommended(pageSize, lang),
    queryFn: () => queryRecommendedProducts(pageSize),
  });

export function useRecommendedProductPage(pageSize: number = PRODUCT_LIMITS.recommendPageSize) {
  const { i18n } = useTranslation();
  return useQuery(recommendedProductsQueryOptions(pageSize, i18n.language));
}
