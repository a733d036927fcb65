import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankReply } from '@scf/shared/schemas/product';
import type { BankRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';

export const BANK_LIST_PATH = '/api/sys/get_bank_list';

/** The fixed bank list, with each bank's default branch where it has one. */
export async function getBankList(): Promise<BankRow[]> {
  return bankReply.parse(await post<unknown>(BANK_LIST_PATH, {}, { silent: true })).rows;
}

export const bankListQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'banks'] as const,
    queryFn: getBankList,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBankList() {
  return useQuery(bankListQueryOptions());
}
