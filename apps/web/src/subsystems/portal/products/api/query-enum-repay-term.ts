import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RepayTermRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const REPAY_TERMS_PATH = '/portal/fin/product/queryEnumRepayTerm';

/** The repayment terms: the options of the list's term filter. */
export async function queryRepayTerms(): Promise<RepayTermRow[]> {
  // Typed, not parsed: the product list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: RepayTermRow[] }>(REPAY_TERMS_PATH, {}, { silent: true });
  return reply.rows;
}

export const repayTermsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: productKeys.repayTerms(lang),
    queryFn: queryRepayTerms,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRepayTerms() {
  const { i18n } = useTranslation();
  return useQuery(repayTermsQueryOptions(i18n.language));
}
