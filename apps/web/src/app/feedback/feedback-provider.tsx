import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FeedbackContext } from '@/lib/feedback';
import { THEME_CSS_VAR_KEY } from '../theme';
import { createHostLoader } from './host-loader';
import type { FeedbackHost } from './host-loader';
import { createLazyModalApi } from './lazy-modal';
import type { ModalHookApi } from './lazy-modal';
import { createLazyMessageApi, createLazyNotificationApi } from './lazy-toasts';
import type { Toasts } from './lazy-toasts';

interface Hosts {
  toasts?: FeedbackHost<Toasts>;
  dialogs?: FeedbackHost<ModalHookApi>;
}

/**
 * antd's App, with its feedback fetched when first used: useFeedback() (and antd's App.useApp())
 * anywhere below gives message, notification and modal APIs of antd's shape (lazy-toasts.ts,
 * lazy-modal.ts). antd's App mounts the three hook holders, which kept message, notification, Modal
 * and their motion in the start-up code (18 KiB gzip of the login route). Messages follow a user's
 * action, so the toasts' chunk is fetched at the first key or pointer press, before the action's
 * answer needs it. The wrapper carries antd's `ant-app` class and the theme's CSS-variable class, as
 * antd's App's element does.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [hosts, setHosts] = useState<Hosts>({});
  const [toasts] = useState(() =>
    createHostLoader<Toasts>(
      () => import('./toast-host').then((module) => module.ToastHost),
      (host) => setHosts((mounted) => ({ ...mounted, toasts: host })),
    ),
  );
  const [dialogs] = useState(() =>
    createHostLoader<ModalHookApi>(
      () => import('./modal-host').then((module) => module.ModalHost),
      (host) => setHosts((mounted) => ({ ...mounted, dialogs: host })),
    ),
  );
  const value = useMemo(
    () => ({
      message: createLazyMessageApi(() => toasts.whenReady().then((api) => api.message)),
      notification: createLazyNotificationApi(() => toasts.whenReady().then((api) => api.notification)),
      modal: createLazyModalApi(() => dialogs.whenReady()),
    }),
    [toasts, dialogs],
  );

  useEffect(() => {
    const listening = new AbortController();
    const warm = () => {
      toasts.whenReady().catch(() => undefined);
      listening.abort();
    };
    window.addEventListener('pointerdown', warm, { passive: true, signal: listening.signal });
    window.addEventListener('keydown', warm, { signal: listening.signal });
    return () => listening.abort();
  }, [toasts]);

  const { toasts: ToastHost, dialogs: ModalHost } = hosts;
  return (
    <FeedbackContext.Provider value={value}>
      <div className={`ant-app ${THEME_CSS_VAR_KEY}`}>
        {ModalHost && <ModalHost onReady={dialogs.hostReady} />}
        {ToastHost && <ToastHost onReady={toasts.hostReady} />}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
