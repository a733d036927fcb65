import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { message, notification } from 'antd';
import { FeedbackContext } from '@/lib/feedback';
import { THEME_CSS_VAR_KEY } from '../theme';
import { createLazyModalApi } from './lazy-modal';
import type { ModalHookApi } from './lazy-modal';
import type { ModalHost } from './modal-host';

/**
 * Fetches the dialogs' chunk when first asked and hands out their API once the host has mounted
 * with it; a failed fetch is forgotten, so the next dialog asks again.
 */
function createDialogLoader(mount: (host: typeof ModalHost) => void) {
  let ready: { promise: Promise<ModalHookApi>; resolve: (api: ModalHookApi) => void } | null = null;
  return {
    whenReady(): Promise<ModalHookApi> {
      if (!ready) {
        let resolve!: (api: ModalHookApi) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<ModalHookApi>((done, fail) => {
          resolve = done;
          reject = fail;
        });
        ready = { promise, resolve };
        import('./modal-host').then(
          (module) => mount(module.ModalHost),
          (error: unknown) => {
            ready = null;
            reject(error);
          },
        );
      }
      return ready.promise;
    },
    hostReady(api: ModalHookApi): void {
      ready?.resolve(api);
    },
  };
}

/**
 * antd's App, with its dialogs fetched when the first one opens: useFeedback() (and antd's
 * App.useApp()) anywhere below gives message and notification as antd's App does, and a modal API
 * of the same shape (lazy-modal.ts). antd's App mounts Modal.useModal(), which kept Modal, its
 * dialog and its skeleton in the start-up code (9 KiB gzip of the login route). The wrapper carries
 * antd's `ant-app` class and the theme's CSS-variable class, as antd's App's element does.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [Host, setHost] = useState<typeof ModalHost | null>(null);
  const [dialogs] = useState(() => createDialogLoader((host) => setHost(() => host)));
  const modal = useMemo(() => createLazyModalApi(() => dialogs.whenReady()), [dialogs]);
  const value = useMemo(
    () => ({ message: messageApi, notification: notificationApi, modal }),
    [messageApi, notificationApi, modal],
  );

  return (
    <FeedbackContext.Provider value={value}>
      <div className={`ant-app ${THEME_CSS_VAR_KEY}`}>
        {Host && <Host onReady={dialogs.hostReady} />}
        {messageHolder}
        {notificationHolder}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
