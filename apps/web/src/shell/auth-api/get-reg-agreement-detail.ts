import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreement } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import type { Agreement } from './get-reg-agreements';
import { authKeys } from './query-keys';

/** POST /api/portal/fsp/member/reg_agreement_detail {id}: one agreement with its text. */
export async function getRegAgreementDetail(id: string): Promise<Agreement> {
  return agreement.parse(await post('/api/portal/fsp/member/reg_agreement_detail', { id }));
}

export const agreementDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authKeys.agreement(id),
    queryFn: () => getRegAgreementDetail(id),
    staleTime: 0,
  });

export function useRegAgreementDetail(id: string | null) {
  return useQuery({ ...agreementDetailQueryOptions(id ?? ''), enabled: id !== null });
}
