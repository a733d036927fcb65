import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dictReply, productDetail, productPage } from '@scf/shared/schemas/product';
import type { OrgProductQuery } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';

/** The product release and audit calls (issue 6; paths in @scf/shared/schemas/product-release). */

const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export const productKeys = {
  all: ['product-admin'] as const,
  list: (query: OrgProductQuery, lang: string) => ['product-admin', 'list', query, lang] as const,
  detail: (id: string, lang: string) => ['product-admin', 'detail', id, lang] as const,
};

export function useOrgProductList(query: OrgProductQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: productKeys.list(query, i18n.language),
    queryFn: () => call('/api/product/query', query, productPage),
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: productKeys.detail(id ?? '', i18n.language),
    queryFn: () => call('/portal/fin/product/getProdProduct', { id }, productDetail),
    enabled: id !== null,
  });
}

/** A dictionary of the tenant, in the user's language. */
export function useDict(
  path:
    | '/api/sys/get_guarant_type_dict_list'
    | '/api/sys/get_repay_type_dict_list'
    | '/api/sys/get_loan_type_dict_list',
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['product-admin', 'dict', path, i18n.language],
    queryFn: () => call(path, {}, dictReply),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A change to a product: posts, then refreshes the lists and details. The caller reports failures. */
export function useProductMutation<TBody>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => post<unknown>(path, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
