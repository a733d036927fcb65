import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { useFeedback } from '@/lib/feedback';
import type { Feedback } from '@/lib/feedback';
import { render, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { FeedbackProvider } from './feedback-provider';
import type * as ModalHostModule from './modal-host';
import type * as ToastHostModule from './toast-host';

const loaded = vi.hoisted(() => ({ toasts: 0, dialogs: 0 }));
vi.mock('./toast-host', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastHostModule>();
  loaded.toasts++;
  return actual;
});
vi.mock('./modal-host', async (importOriginal) => {
  const actual = await importOriginal<typeof ModalHostModule>();
  loaded.dialogs++;
  return actual;
});

let rendered: Rendered | undefined;
const probed: { feedback?: Feedback } = {};

function Probe() {
  const feedback = useFeedback();
  useEffect(() => void (probed.feedback = feedback), [feedback]);
  return null;
}

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
});

describe('FeedbackProvider', () => {
  it('fetches nothing at start-up; the first key press fetches the toasts, and a message shows', async () => {
    rendered = await render(
      <FeedbackProvider>
        <Probe />
      </FeedbackProvider>,
    );
    expect(rendered.container.querySelector('.ant-app')).not.toBeNull();
    expect(loaded).toEqual({ toasts: 0, dialogs: 0 });

    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await waitFor(() => expect(loaded.toasts).toBe(1));
    expect(loaded.dialogs).toBe(0);

    await act(async () => void probed.feedback?.message.success('短信验证码已发送'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toContain('短信验证码已发送'),
    );
  });

  it('opens a dialog once its code is here', async () => {
    rendered = await render(
      <FeedbackProvider>
        <Probe />
      </FeedbackProvider>,
    );
    await act(async () => void probed.feedback?.modal.confirm({ title: '确认删除？' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确认删除？'),
    );
    expect(loaded.dialogs).toBe(1);
  });
});
