import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loanAmountDictReply } from '@scf/shared/schemas/product';
import type { LoanAmountDictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { productKeys } from './product-keys';

export const LOAN_AMOUNT_DICT_PATH = '/api/sys/get_loan_amount_dict_list';

/** The loan amount presets (under N ten-thousand yuan), named in the user's language. */
export async function getLoanAmounts(): Promise<LoanAmountDictRow[]> {
  return loanAmountDictReply.parse(await post<unknown>(LOAN_AMOUNT_DICT_PATH, {}, { silent: true })).rows;
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
