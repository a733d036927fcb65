import { useEffect } from 'react';
import { Modal } from 'antd';
import type { ModalHookApi } from './lazy-modal';

/**
 * antd's hook-based dialogs, mounted the first time a screen opens one (feedback-provider.tsx):
 * their holder renders inside the app's ConfigProvider, so they follow its theme and language.
 */
export function ModalHost({ onReady }: { onReady: (api: ModalHookApi) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
