import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { agreement } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import { authKeys } from './query-keys';

export type Agreement = z.infer<typeof agreement>;

/** POST /api/portal/fsp/member/get_reg_agreement: the agreements a registration accepts. */
export async function getRegAgreements(): Promise<Agreement[]> {
  return z.array(agreement).parse(await post('/api/portal/fsp/member/get_reg_agreement'));
}

export const agreementsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.agreements(), queryFn: getRegAgreements, staleTime: 0 });

export function useRegAgreements(enabled: boolean) {
  return useQuery({ ...agreementsQueryOptions(), enabled });
}
