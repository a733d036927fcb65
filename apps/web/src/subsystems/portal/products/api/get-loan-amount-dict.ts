import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoanAmountDictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const LOAN_AMOUNT_DICT_PATH = '/api/sys/get_loan_amount_dict_list';

/** The loan amount presets (under N ten-thousand yuan), named in the user's language. */
export async function getLoanAmounts(): Promise<LoanAmountDictRow[]> {
  // Typed, not parsed: the product list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: LoanAmountDictRow[] }>(LOAN_AMOUNT_DICT_PATH, {}, { silent: true });
  return reply.rows;
}

export const loanAmountsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: productKeys.dict('loan_amount', lang),
    queryFn: getLoanAmounts,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLoanAmounts() {
  const { i18n } = useTranslation();
  return useQuery(loanAmountsQueryOptions(i18n.language));
}
