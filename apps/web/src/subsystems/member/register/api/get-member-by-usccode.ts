import { queryOptions } from '@tanstack/react-query';
import { memberByUsccReply } from '@scf/shared/schemas/member-api';
import type { MemberByUsccReply } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const MEMBER_BY_USCC_PATH = '/api/member/get_member_by_usccode';

/** The status of the code's newest registration (null when there is none). */
export async function getMemberByUscc(uscCode: string): Promise<MemberByUsccReply> {
  return memberByUsccReply.parse(await post<unknown>(MEMBER_BY_USCC_PATH, { uscCode }, { silent: true }));
}

/** Asked again on every check (staleTime 0): a registration may have been submitted meanwhile. */
export const memberStatusQueryOptions = (uscCode: string) =>
  queryOptions({ queryKey: registerKeys.memberStatus(uscCode), queryFn: () => getMemberByUscc(uscCode) });
