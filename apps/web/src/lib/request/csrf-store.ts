import { SESSION_KEYS } from '@scf/shared';

/**
 * The server sends a fresh CSRF token on every reply and wants it back on the next request; the
 * session storage keeps it across reloads of the tab but not across tabs or sign-ins.
 */
export function createCsrfStore(session: Storage) {
  return {
    read: (): string | null => session.getItem(SESSION_KEYS.csrf),
    save(token: string | null): void {
      if (token) session.setItem(SESSION_KEYS.csrf, token);
    },
  };
}

export type CsrfStore = ReturnType<typeof createCsrfStore>;
