import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RewardPolicyDetail } from '@scf/shared/schemas/content';
import { get } from '@/lib/request';

export const REWARD_POLICY_GET_PATH = '/api/content/reward_policy/get';

/** Query keys of the policy calls, in one place. */
export const policyKeys = {
  detail: (id: string, lang: string) => ['portal', 'policy', 'detail', id, lang] as const,
};

/** GET /api/content/reward_policy/get?id=: one published financing (reward) policy. */
export async function getRewardPolicy(id: string): Promise<RewardPolicyDetail> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  return get<RewardPolicyDetail>(REWARD_POLICY_GET_PATH, { params: { id }, silent: true });
}

export const rewardPolicyQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: policyKeys.detail(id, lang),
    queryFn: () => getRewardPolicy(id),
    staleTime: 0,
  });

export function useRewardPolicy(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...rewardPolicyQueryOptions(id, i18n.language), enabled: id !== '' });
}
