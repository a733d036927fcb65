import type { LoginReply } from '@scf/shared/schemas/auth';

/** Work that must be done after a sign-in and before the first screen, such as loading permissions. */
export type SignInTask = (reply: LoginReply) => unknown;

const tasks = new Set<SignInTask>();

/**
 * Adds a task every sign-in runs once the session keys are stored; returns its removal. The login
 * screen knows nothing of permissions or menus: those areas register here instead.
 */
export function onSignIn(task: SignInTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/**
 * Runs the tasks side by side and waits for all of them. A failing task is logged, not thrown: the
 * user is signed in either way, and the failed area shows its own error when it is used.
 */
export async function runSignInTasks(reply: LoginReply): Promise<void> {
  const results = await Promise.allSettled([...tasks].map(async (task) => task(reply)));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[session] a sign-in task failed:', result.reason);
  }
}
