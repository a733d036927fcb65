import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const LOAN_TYPE_DICT_PATH = '/api/sys/get_loan_type_dict_list';

/** The loan types, named in the user's language. */
export async function getLoanTypes(): Promise<DictRow[]> {
  // Typed, not parsed: the product list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: DictRow[] }>(LOAN_TYPE_DICT_PATH, {}, { silent: true });
  return reply.rows;
}

export const loanTypesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: productKeys.dict('loan_type', lang),
    queryFn: getLoanTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLoanTypes() {
  const { i18n } = useTranslation();
  return useQuery(loanTypesQueryOptions(i18n.language));
}
