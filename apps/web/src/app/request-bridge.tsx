import { Suspense, lazy, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS } from '@scf/shared/constants';
import { useRuntimeConfig } from '@/lib/config';
import { configureRequest } from '@/lib/request';
import { paths } from '@/lib/paths';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { handleLock } from '@/shell/lock-screen/handle-lock';
import { isScreenLocked, subscribeLock } from '@/shell/lock-screen/lock-store';
import { useFeedback } from '@/lib/feedback';

// Fetched the first time the screen locks: its form, dialog and texts are not part of start-up. It
// renders outside the root layout, so it brings the app's query cache (which it refreshes on unlock).
const LockScreen = lazy(() =>
  userCentreTexts
    .beside(() => Promise.all([import('@/shell/lock-screen/lock-screen'), import('./query-provider')]))
    .then(([module, { withQueryClient }]) => ({ default: withQueryClient(module.LockScreen) })),
);

/** Forgets the signed-in user in this browser tab: the session keys (has_reload included) and userInfo. */
export function clearLocalSession(): void {
  sessionStorage.clear();
  localStorage.removeItem(LOCAL_KEYS.userInfo);
}

/**
 * Hands the request client what it needs from the app: the API base and flags of the runtime
 * config, translations, antd's dialogs and messages (hence inside antd's App), and what to do on
 * logout and lock. Rendered before the router so it is wired before any screen fetches.
 */
export function RequestBridge({ navigate }: { navigate: (path: string) => void }) {
  const config = useRuntimeConfig();
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const endSession = useCallback(() => {
    clearLocalSession();
    navigate(paths.login);
  }, [navigate]);

  useEffect(() => {
    configureRequest({
      apiBase: config.apiBase,
      flags: () => config.flags,
      t: (key, options) => t(key, options),
      ui: {
        confirm: ({ title, content, onOk, onCancel }) => {
          modal.confirm({ title, content, onOk, onCancel });
        },
        error: (text, seconds) => {
          void message.error({ content: text, duration: seconds });
        },
        info: (text) => {
          void message.info(text);
        },
      },
      onLogout: endSession,
      onLock: () => handleLock({ singleSignOn: config.flags.isIARCasLogin, endSession }),
    });
  }, [config, t, modal, message, endSession]);

  // Outside the router, so a locked screen covers every layout, the trading one included. Once
  // mounted it stays, so that unlocking plays the dialog's closing animation.
  // The server renders only screens of a page's start, when nothing is locked yet.
  const locked = useSyncExternalStore(subscribeLock, isScreenLocked, () => false);
  const [everLocked, setEverLocked] = useState(locked);
  if (locked && !everLocked) setEverLocked(true);
  if (!everLocked) return null;
  return (
    <Suspense fallback={null}>
      <LockScreen onSignOut={endSession} />
    </Suspense>
  );
}
