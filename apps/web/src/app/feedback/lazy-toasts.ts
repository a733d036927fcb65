import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** What the toast host (toast-host.tsx) reports once its holders have mounted. */
export interface Toasts {
  message: MessageInstance;
  notification: NotificationInstance;
}

type MessageMethod = Exclude<keyof MessageInstance, 'destroy'>;
type NotificationMethod = Exclude<keyof NotificationInstance, 'destroy'>;
const MESSAGE_METHODS: readonly MessageMethod[] = ['info', 'success', 'error', 'warning', 'loading', 'open'];
const NOTIFICATION_METHODS: readonly NotificationMethod[] = ['info', 'success', 'error', 'warning', 'open'];

/**
 * The message API of useFeedback() before antd's message is loaded: each call asks for it
 * (`whenReady`) and shows its message once it is here. The handle behaves as antd's: calling it
 * closes the message, or keeps it from showing; awaiting it waits until the message has closed
 * (false when message's code could not be fetched, which is logged; the next call tries again).
 * destroy() reaches the messages asked for before it, as they are shown in order.
 */
export function createLazyMessageApi(whenReady: () => Promise<MessageInstance>): MessageInstance {
  const show = (method: MessageMethod, args: unknown[]): MessageType => {
    let shown: MessageType | null = null;
    let closed = false;
    const opened = whenReady().then(
      (api) => {
        if (!closed) shown = (api[method] as (...given: unknown[]) => MessageType)(...args);
      },
      (error: unknown) => console.error(error),
    );
    const gone = opened.then(() => (shown ? new Promise<boolean>((done) => void shown?.then(done)) : closed));
    const close = () => {
      closed = true;
      shown?.();
    };
    return Object.assign(close, { then: gone.then.bind(gone) }) as MessageType;
  };
  return {
    ...(Object.fromEntries(
      MESSAGE_METHODS.map((method) => [method, (...args: unknown[]) => show(method, args)]),
    ) as Omit<MessageInstance, 'destroy'>),
    destroy: (key) => later(whenReady, (api) => api.destroy(key)),
  };
}

/** Makes `call` once the API is here, after the calls asked for before it; a failed fetch is logged. */
function later<Api>(whenReady: () => Promise<Api>, call: (api: Api) => void): void {
  void whenReady().then(call, (error: unknown) => console.error(error));
}

/**
 * The notification API of useFeedback() before antd's notification is loaded: each call is made
 * once it is here, in the order asked (a failed fetch is logged; the next call tries again).
 */
export function createLazyNotificationApi(
  whenReady: () => Promise<NotificationInstance>,
): NotificationInstance {
  return {
    ...(Object.fromEntries(
      NOTIFICATION_METHODS.map((method) => [
        method,
        (args: Parameters<NotificationInstance[NotificationMethod]>[0]) =>
          later(whenReady, (api) => api[method](args)),
      ]),
    ) as Omit<NotificationInstance, 'destroy'>),
    destroy: (key) => later(whenReady, (api) => api.destroy(key)),
  };
}
