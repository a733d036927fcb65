import { ERROR_MESSAGE_SECONDS, SESSION_KEYS } from '@scf/shared';
import type { CatalogueEntry } from '@scf/shared';
import type { ApiError } from './api-error.ts';
import type { RequestDeps } from './types.ts';

type ErrorDeps = Pick<RequestDeps, 't' | 'ui' | 'onLogout' | 'onLock'> & { session: Storage };

/**
 * Shows what the error catalogue asks for. One instance per client: it remembers whether the
 * 确认登录 dialog is open, because parallel calls failing on the same expired session must not
 * stack dialogs, nor log out underneath the one that is showing.
 */
export function createErrorHandler(deps: ErrorDeps) {
  const { t, ui, session } = deps;
  let dialogOpen = false;

  /** The server's own words first, then the catalogue's, then a generic text with the code. */
  const messageOf = (error: ApiError, entry: CatalogueEntry) =>
    error.info ??
    (entry.messageKey ? t(`errors.${entry.messageKey}`) : `${t('errors.systemError')}${error.code}`);

  function relogin(entry: CatalogueEntry) {
    if (dialogOpen) return;
    // has_reload survives until the app clears the session: a repeat while it is set means the
    // user has already been asked once, so the session is cleared without asking again.
    if (session.getItem(SESSION_KEYS.hasReload)) {
      void deps.onLogout({ silent: true });
      return;
    }
    session.setItem(SESSION_KEYS.hasReload, '1');
    dialogOpen = true;
    ui.confirm({
      title: t('errors.reloginTitle'),
      content: t(`errors.${entry.messageKey ?? 'reloginGeneric'}`),
      onOk: () => {
        dialogOpen = false;
        void deps.onLogout({ silent: false });
      },
      onCancel: () => {
        dialogOpen = false;
      },
    });
  }

  return function handleError(error: ApiError, entry: CatalogueEntry): void {
    switch (entry.behaviour) {
      case 'relogin':
        return relogin(entry);
      case 'error':
        return ui.error(messageOf(error, entry), ERROR_MESSAGE_SECONDS);
      case 'info':
        return ui.info(messageOf(error, entry));
      case 'lock':
        return deps.onLock(entry, error);
      case 'silent':
        return;
    }
  };
}
