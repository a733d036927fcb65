import type { QueryClient } from '@tanstack/react-query';
import { SESSION_KEYS } from '@scf/shared/constants';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { loadUserPermissions } from '@/lib/permissions';
import { userKeys } from '@/shell/user-api/user-keys';
import { realNameKeys } from '../api/real-name-keys';

/**
 * After a verification the server already serves the new role (it reads roles on every request);
 * what the sign-in stored in this tab must follow without a new sign-in: the role codes the Apply
 * button and the menus read (shell.md section 3), the permission map, and the cached menu tree.
 */
export async function applyVerifiedSession(
  queryClient: QueryClient,
  userId: string,
  status: RealNameStatus,
): Promise<void> {
  queryClient.setQueryData(realNameKeys.status(userId), status);
  sessionStorage.setItem(SESSION_KEYS.userAgentRawRoleCode, status.userAgentRawRoleCode);
  sessionStorage.setItem(SESSION_KEYS.userAgentRoleCode, status.userAgentRoleCode);
  // The menu tree is cached in session storage per language; without it the next read asks again.
  sessionStorage.removeItem(SESSION_KEYS.menus);
  await Promise.allSettled([
    loadUserPermissions(),
    queryClient.invalidateQueries({ queryKey: userKeys.all(userId) }),
  ]);
}

/** Whether what this tab stored still says "not verified" while the server says it is done. */
export const sessionIsBehind = (status: RealNameStatus): boolean =>
  status.verified &&
  sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode) !== status.userAgentRawRoleCode;
