import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { modifyMobileSendRequest } from '@scf/shared/schemas/account';
import { LIMITS } from '@scf/shared/schemas/fields';
import { post } from '@/lib/request';
import { getCheckCode } from '@/shell/auth-api/get-check-code';
import { userKeys } from './user-keys';

export type ModifyMobileSend = z.input<typeof modifyMobileSendRequest>;

export const MODIFY_MOBILE_SEND_PATH = '/api/user/modify_mobile_send';

/** Sends the SMS code to the new mobile, guarded by the image code (chkcodeReqId = its cc). */
export async function modifyMobileSend(request: ModifyMobileSend): Promise<void> {
  await post<unknown>(MODIFY_MOBILE_SEND_PATH, modifyMobileSendRequest.parse(request));
}

export const useModifyMobileSend = () => useMutation({ mutationFn: modifyMobileSend });

/**
 * The image challenge that guards the send (4 characters). Each is answered once, so nothing is
 * cached: the dialog opened again, or a refetch ("another picture"), gets a new one.
 */
export const modifyMobileCheckCodeQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.modifyMobileCheckCode(),
    queryFn: () => getCheckCode(LIMITS.graphicCode),
    staleTime: 0,
    gcTime: 0,
  });

export const useModifyMobileCheckCode = (enabled: boolean) =>
  useQuery({ ...modifyMobileCheckCodeQueryOptions(), enabled });
