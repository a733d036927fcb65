import { useEffect } from 'react';
import { message, notification } from 'antd';
import type { Toasts } from './lazy-toasts';

/**
 * antd's hook-based message and notification, mounted the first time a screen shows one or the
 * user first presses a key or a pointer (feedback-provider.tsx): their holders render inside the
 * app's ConfigProvider, so they follow its theme and language.
 */
export function ToastHost({ onReady }: { onReady: (api: Toasts) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi, onReady],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
