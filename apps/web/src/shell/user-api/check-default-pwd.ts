import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkDefaultPwdReply } from '@scf/shared/schemas/member-review';
import { get } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export const CHECK_DEFAULT_PWD_PATH = '/api/user/checkDefaultPwd';

/** GET /api/user/checkDefaultPwd: true while the signed-in user's password is a default one. */
export async function checkDefaultPwd(): Promise<boolean> {
  return checkDefaultPwdReply.parse(await get<unknown>(CHECK_DEFAULT_PWD_PATH, { silent: true }));
}

export const defaultPasswordQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.defaultPassword(userId), queryFn: checkDefaultPwd });

export function useDefaultPassword() {
  const userId = signedInUserId();
  return useQuery({ ...defaultPasswordQueryOptions(userId), enabled: userId !== '' });
}
