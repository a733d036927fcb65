import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const GUARANT_TYPE_DICT_PATH = '/api/sys/get_guarant_type_dict_list';

/** The guarantee types, named in the user's language. */
export async function getGuarantTypes(): Promise<DictRow[]> {
  // Typed, not parsed: the product list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: DictRow[] }>(GUARANT_TYPE_DICT_PATH, {}, { silent: true });
  return reply.rows;
}

export const guarantTypesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: productKeys.dict('guarant_type', lang),
    queryFn: getGuarantTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useGuarantTypes() {
  const { i18n } = useTranslation();
  return useQuery(guarantTypesQueryOptions(i18n.language));
}
