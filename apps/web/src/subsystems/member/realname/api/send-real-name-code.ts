import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIMITS } from '@scf/shared/schemas/fields';
import { realNameSmsRequest } from '@scf/shared/schemas/real-name';
import { smsSentReply } from '@scf/shared/schemas/auth';
import { post } from '@/lib/request';
import { getCheckCode } from '@/shell/auth-api/get-check-code';
import { realNameKeys } from './real-name-keys';

export const REAL_NAME_SEND_PATH = '/api/member/realname/send_sms_code';

export type RealNameSmsRequest = z.input<typeof realNameSmsRequest>;

/** The SMS goes to the account's own mobile, guarded by the image code (reqSessionId = its cc). */
export async function sendRealNameCode(request: RealNameSmsRequest): Promise<{ resendAfterSeconds: number }> {
  return smsSentReply.parse(await post<unknown>(REAL_NAME_SEND_PATH, realNameSmsRequest.parse(request)));
}

export const useSendRealNameCode = () => useMutation({ mutationFn: sendRealNameCode });

/** The image challenge guarding the send; each is answered once, so nothing is cached. */
export const realNameImageCodeQueryOptions = () =>
  queryOptions({
    queryKey: realNameKeys.imageCode(),
    queryFn: () => getCheckCode(LIMITS.graphicCode),
    staleTime: 0,
    gcTime: 0,
  });

export const useRealNameImageCode = (enabled: boolean) =>
  useQuery({ ...realNameImageCodeQueryOptions(), enabled });
