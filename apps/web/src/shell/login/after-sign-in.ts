import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginReply } from '@scf/shared/schemas/auth';
import { paths } from '@/lib/paths';
import { runSignInTasks, saveSignIn, takeLoginUrl } from '@/lib/session';

/**
 * Where a sign-in lands when no return address is remembered (shell.md section 2): /mainIndex, or
 * the portal home /index when the deployment jumps to the portal. The spec lists no flag for it
 * among the runtime flags, so it is a build-time choice made here.
 */
export const JUMP_TO_PORTAL = false;

const landingPath = (): string => takeLoginUrl() ?? (JUMP_TO_PORTAL ? paths.home : paths.homeAlias);

/**
 * The sign-in tasks of areas that load per-user data register themselves when their module loads;
 * the sign-in screen does not carry those modules (the permission map's reply is read with zod), so
 * they are fetched here. Before, a sign-in that landed on a public page had no permission map, and
 * 'apply now' said 暂无权限.
 */
const loadSignInTasks = () =>
  import('@/lib/permissions/sign-in-task').then(
    () => undefined,
    // As a failed task is: the user is signed in, and the user centre asks for the map again.
    (error: unknown) => console.warn('[session] the sign-in tasks did not load:', error),
  );

/**
 * What every successful sign-in does: store the session keys, let the areas that load per-user
 * data (permissions, menus) do so, then go to the remembered URL or the landing page. The login
 * screen is replaced in the history so that Back does not return to it.
 */
export function useCompleteSignIn(): (reply: LoginReply) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (reply: LoginReply) => {
      saveSignIn(reply);
      await loadSignInTasks();
      await runSignInTasks(reply);
      await navigate(landingPath(), { replace: true });
    },
    [navigate],
  );
}
