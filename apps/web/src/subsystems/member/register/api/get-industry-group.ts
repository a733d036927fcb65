import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictReply } from '@scf/shared/schemas/product';
import type { DictRow } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const INDUSTRY_GROUP_PATH = '/api/member/get_industry_group';

/** The industry groups (GB/T 4754 sections), named in the user's language. */
export async function getIndustryGroups(): Promise<DictRow[]> {
  return dictReply.parse(await post<unknown>(INDUSTRY_GROUP_PATH, {}, { silent: true })).rows;
}

export const industryGroupsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: registerKeys.industries(lang),
    queryFn: getIndustryGroups,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIndustryGroups() {
  const { i18n } = useTranslation();
  return useQuery(industryGroupsQueryOptions(i18n.language));
}
