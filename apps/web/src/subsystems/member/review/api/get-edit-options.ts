import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bankReply, dictReply } from '@scf/shared/schemas/product';
import type { BankRow, DictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { reviewKeys } from './review-keys';

export const INDUSTRY_GROUP_PATH = '/api/member/get_industry_group';
export const BANK_LIST_PATH = '/api/sys/get_bank_list';

/** The choices of the edit form: industry groups (in the user's language) and the fixed bank list. */
export async function getIndustryGroups(): Promise<DictRow[]> {
  return dictReply.parse(await post<unknown>(INDUSTRY_GROUP_PATH, {}, { silent: true })).rows;
}

export async function getBankList(): Promise<BankRow[]> {
  return bankReply.parse(await post<unknown>(BANK_LIST_PATH, {}, { silent: true })).rows;
}

export function useIndustryGroups(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    ...queryOptions({
      queryKey: reviewKeys.industries(i18n.language),
      queryFn: getIndustryGroups,
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled,
  });
}

export function useBankList(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: reviewKeys.banks,
      queryFn: getBankList,
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled,
  });
}
