import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  accountManagerRow,
  demandRow,
  financeOrgIndexStats,
  financingDetail,
  financingRow,
  judgeRow,
  repayPlanRow,
  reportScore,
  warnRow,
} from '@scf/shared/schemas/financing';
import type { FinancingQuery } from '@scf/shared/schemas/financing';
import { rewardPolicyReply } from '@scf/shared/schemas/content';
import { dictReply, productDetail, productPage } from '@scf/shared/schemas/product';
import type { OrgProductQuery } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';

/**
 * The financing calls the screens share (issue 6; paths in @scf/shared/schemas/financing). Lists
 * keep the previous page while the next loads; every change refreshes everything financing shows,
 * since one move changes lists, details, plans, alerts and the hall at once.
 */

const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

export const financingKeys = {
  all: ['finance'] as const,
  list: (query: FinancingQuery, lang: string) => ['finance', 'list', query, lang] as const,
  detail: (key: string, lang: string) => ['finance', 'detail', key, lang] as const,
  hall: (pageNo: number, pageSize: number, lang: string) =>
    ['finance', 'hall', pageNo, pageSize, lang] as const,
  warns: (dealStatus: number | undefined, pageNo: number, pageSize: number) =>
    ['finance', 'warns', dealStatus, pageNo, pageSize] as const,
  plans: (query: object) => ['finance', 'plans', query] as const,
  judges: (query: object) => ['finance', 'judges', query] as const,
  managers: ['finance', 'managers'] as const,
  products: (query: OrgProductQuery) => ['finance', 'products', query] as const,
};

// The screens show their own error states with the server's reason, so the calls are silent.
const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export function useFinancingList(query: FinancingQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: financingKeys.list(query, i18n.language),
    queryFn: () => call('/api/financing/query', query, page(financingRow)),
    placeholderData: keepPreviousData,
  });
}

export function useFinancingDetail(where: { id?: string | null; code?: string | null }) {
  const { i18n } = useTranslation();
  const key = where.id ? `id:${where.id}` : `code:${where.code ?? ''}`;
  return useQuery({
    queryKey: financingKeys.detail(key, i18n.language),
    queryFn: () =>
      call('/api/financing/detail', where.id ? { id: where.id } : { code: where.code }, financingDetail),
    enabled: Boolean(where.id || where.code),
  });
}

export function useSnatchList(pageNo: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: financingKeys.hall(pageNo, pageSize, i18n.language),
    queryFn: () => call('/api/financing/query_snatch_list', { pageNo, pageSize }, page(demandRow)),
    placeholderData: keepPreviousData,
  });
}

export const useWarns = (dealStatus: number | undefined, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: financingKeys.warns(dealStatus, pageNo, pageSize),
    queryFn: () => call('/api/financing/warn/query', { dealStatus, pageNo, pageSize }, page(warnRow)),
    placeholderData: keepPreviousData,
  });

export const useRepayPlans = (query: { status?: string | undefined; pageNo: number; pageSize: number }) =>
  useQuery({
    queryKey: financingKeys.plans(query),
    queryFn: () => call('/api/repay_plan/query', query, page(repayPlanRow)),
    placeholderData: keepPreviousData,
  });

export const useJudges = (query: { pageNo: number; pageSize: number }) =>
  useQuery({
    queryKey: financingKeys.judges(query),
    queryFn: () => call('/api/financing/judge_query', query, page(judgeRow)),
    placeholderData: keepPreviousData,
  });

export const useAccountManagers = (enabled: boolean) =>
  useQuery({
    queryKey: financingKeys.managers,
    queryFn: () => call('/api/manager/get_account_manager_list', {}, page(accountManagerRow)),
    enabled,
  });

export const useOrgProducts = (query: OrgProductQuery, enabled: boolean) =>
  useQuery({
    queryKey: financingKeys.products(query),
    queryFn: () => call('/api/product/query', query, productPage),
    enabled,
  });

/** A change: posts, then refreshes every financing query. The caller reports failures. */
export function useFinancingMutation<TBody>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => {
      await post<unknown>(path, body, { silent: true });
    },
    onSettled: () => client.invalidateQueries({ queryKey: financingKeys.all }),
  });
}

/** The guarantee types of the tenant's dictionary, in the user's language. */
export function useGuarantTypes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['finance', 'dict', 'guarant_type', i18n.language],
    queryFn: () => call('/api/sys/get_guarant_type_dict_list', {}, dictReply),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A product's detail (its rate range and repayment methods), for the credit form. */
export function useProductDetail(productId: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['finance', 'product', productId, i18n.language],
    queryFn: () => call('/portal/fin/product/getProdProduct', { id: productId }, productDetail),
    enabled: productId !== null,
    staleTime: 60_000,
  });
}

export const useOrgStats = () =>
  useQuery({
    queryKey: ['finance', 'stats'],
    queryFn: () => call('/api/stats/finance_org_index_stats', {}, financeOrgIndexStats),
  });

export const useReportScore = (enabled: boolean) =>
  useQuery({
    queryKey: ['finance', 'score'],
    queryFn: () => call('/api/compInfo/get_report_score', { modelType: 'credit' }, reportScore),
    enabled,
  });

export const useRewardPolicies = (pageSize: number) =>
  useQuery({
    queryKey: ['finance', 'policies', pageSize],
    queryFn: () =>
      call('/api/content/reward_policy/direct_query', { pageNo: 1, pageSize }, rewardPolicyReply),
  });

/** The loan types of the tenant's dictionary, in the user's language. */
export function useLoanTypes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['finance', 'dict', 'loan_type', i18n.language],
    queryFn: () => call('/api/sys/get_loan_type_dict_list', {}, dictReply),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
