import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RateDictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const RATE_DICT_PATH = '/api/sys/get_rate_dict_list';

/** The rate range presets, named in the user's language. */
export async function getRates(): Promise<RateDictRow[]> {
  // Typed, not parsed: the product list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: RateDictRow[] }>(RATE_DICT_PATH, {}, { silent: true });
  return reply.rows;
}

export const ratesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: productKeys.dict('rate', lang),
    queryFn: getRates,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRates() {
  const { i18n } = useTranslation();
  return useQuery(ratesQueryOptions(i18n.language));
}
