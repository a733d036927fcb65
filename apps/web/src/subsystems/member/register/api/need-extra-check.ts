import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { needExtraCheckReply } from '@scf/shared/schemas/member';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const NEED_EXTRA_CHECK_PATH = '/api/member/need_extra_check';

export type ExtraCheck = z.infer<typeof needExtraCheckReply>;

/** memberWhiteStatus '1': no invoice needed; needExtraCheck '1': the legal mobile must be proven. */
export async function needExtraCheck(uscCode: string): Promise<ExtraCheck> {
  return needExtraCheckReply.parse(await post<unknown>(NEED_EXTRA_CHECK_PATH, { uscCode }, { silent: true }));
}

export const extraCheckQueryOptions = (uscCode: string) =>
  queryOptions({ queryKey: registerKeys.extraCheck(uscCode), queryFn: () => needExtraCheck(uscCode) });

/** Asked once the credit code is valid; null while there is none. */
export function useExtraCheck(uscCode: string | null) {
  return useQuery({ ...extraCheckQueryOptions(uscCode ?? ''), enabled: uscCode !== null });
}
