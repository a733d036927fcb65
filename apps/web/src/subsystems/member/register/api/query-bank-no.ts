import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryBankNoReply } from '@scf/shared/schemas/member-api';
import type { BankBranchRow } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const QUERY_BANK_NO_PATH = '/api/portal/eclp/query_bank_no';

/** Branches of one bank whose name holds the keyword (the server answers 50 at most). */
export async function queryBankNo(bankCode: string, keyword: string): Promise<BankBranchRow[]> {
  const body = { branchName: keyword, bankCode };
  return queryBankNoReply.parse(await post<unknown>(QUERY_BANK_NO_PATH, body, { silent: true })).rows;
}

export const bankBranchesQueryOptions = (bankCode: string, keyword: string) =>
  queryOptions({
    queryKey: registerKeys.branches(bankCode, keyword),
    queryFn: () => queryBankNo(bankCode, keyword),
    staleTime: 5 * 60_000,
  });

/** Searches once a (debounced, trimmed) keyword is given; null keeps the list empty. */
export function useBankBranches(bankCode: string | undefined, keyword: string | null) {
  return useQuery({
    ...bankBranchesQueryOptions(bankCode ?? '', keyword ?? ''),
    enabled: Boolean(bankCode) && keyword !== null,
    placeholderData: keepPreviousData,
  });
}
