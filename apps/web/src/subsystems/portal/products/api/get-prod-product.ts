import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const GET_PRODUCT_PATH = '/portal/fin/product/getProdProduct';

/** A product with its materials, templates and agreements; not found for one off the shelf. */
export async function getProduct(id: string): Promise<ProductDetail> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  return post<ProductDetail>(GET_PRODUCT_PATH, { id }, { silent: true });
}

export const productDetailQueryOptions = (id: string, lang: string) =>
  queryOptions({ queryKey: productKeys.detail(id, lang), queryFn: () => getProduct(id) });

export function useProductDetail(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...productDetailQueryOptions(id, i18n.language), enabled: id !== '' });
}
