import { SESSION_KEYS } from '@scf/shared/constants';
import { lookupError } from '@scf/shared/errors';
import { ApiError, get } from '@/lib/request';

export const LOGOUT_PATH = '/api/user/logout';

/**
 * Ends the session on the server. Silent: the caller tells a failure as 未退出成功, and a session
 * that has already ended must not open the 确认登录 dialog on the way out.
 */
export async function logout(): Promise<void> {
  await get<unknown>(LOGOUT_PATH, { params: { tn: sessionStorage.getItem(SESSION_KEYS.tn) }, silent: true });
}

/** A session code (kicked, expired...) means the server has already ended the session. */
export const sessionAlreadyEnded = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.field !== null &&
  lookupError(error.field, error.code).behaviour === 'relogin';
