import { logout } from '@/shell/user-api/logout';
import { lockScreen } from './lock-store';

/**
 * What return code -5 does (shell.md section 4): the lock screen, or with central single sign-on
 * (isIARCasLogin) the user is signed out instead, since the password to unlock with belongs to the
 * central service. The server session is ended first; if that fails it ends with its own expiry.
 */
export function handleLock({
  singleSignOn,
  endSession,
}: {
  singleSignOn: boolean;
  endSession: () => void;
}): void {
  if (!singleSignOn) {
    lockScreen();
    return;
  }
  void logout()
    .catch(() => undefined)
    .finally(endSession);
}
