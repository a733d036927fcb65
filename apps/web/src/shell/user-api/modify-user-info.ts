import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { modifyUserInfoRequest } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export type UserInfoChange = z.input<typeof modifyUserInfoRequest>;

export const MODIFY_USER_INFO_PATH = '/api/user/modifyCurrUserInfo';

export async function modifyUserInfo(change: UserInfoChange): Promise<void> {
  await post<unknown>(MODIFY_USER_INFO_PATH, modifyUserInfoRequest.parse(change));
}

/** The header shows the user's name, so the current user is fetched again after a change. */
export function useModifyUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUserInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current(signedInUserId()) }),
  });
}
