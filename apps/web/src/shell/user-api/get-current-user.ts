import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUser } from '@scf/shared/schemas/account';
import type { CurrentUser } from '@scf/shared/schemas/account';
import { get } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export const CURRENT_USER_PATH = '/api/user/getCurrUser';

export async function getCurrentUser(): Promise<CurrentUser> {
  return currentUser.parse(await get<unknown>(CURRENT_USER_PATH));
}

export const currentUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.current(userId), queryFn: getCurrentUser });

/** Only while signed in: after a sign-out the screen may render once more before it leaves. */
export function useCurrentUser() {
  const userId = signedInUserId();
  return useQuery({ ...currentUserQueryOptions(userId), enabled: userId !== '' });
}
