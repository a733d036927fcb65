import { describe, expect, it, vi } from 'vitest';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createLazyMessageApi, createLazyNotificationApi } from './lazy-toasts';

/** A stand-in for antd's message API: each message records its arguments and can be closed. */
function fakeMessages() {
  const shown: { method: string; args: unknown[]; closed: boolean; close: () => void }[] = [];
  const destroyed: unknown[] = [];
  const open =
    (method: string) =>
    (...args: unknown[]): MessageType => {
      let settle!: (closed: boolean) => void;
      const gone = new Promise<boolean>((done) => (settle = done));
      const entry = {
        method,
        args,
        closed: false,
        close: () => {
          entry.closed = true;
          settle(true);
        },
      };
      shown.push(entry);
      return Object.assign(() => entry.close(), { then: gone.then.bind(gone) }) as MessageType;
    };
  const api = {
    ...Object.fromEntries(
      ['info', 'success', 'error', 'warning', 'loading', 'open'].map((m) => [m, open(m)]),
    ),
    destroy: (key?: unknown) => {
      destroyed.push(key);
      for (const entry of shown) entry.closed = true;
    },
  } as unknown as MessageInstance;
  return { api, shown, destroyed };
}

describe('createLazyMessageApi', () => {
  it('shows the message once message is here, with its arguments, and resolves when it closes', async () => {
    const { api, shown } = fakeMessages();
    let arrive!: (value: MessageInstance) => void;
    const whenReady = vi.fn(() => new Promise<MessageInstance>((done) => (arrive = done)));
    const onClose = vi.fn();
    const handle = createLazyMessageApi(whenReady).success('短信验证码已发送', 3, onClose);
    expect(shown).toHaveLength(0);

    arrive(api);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ method: 'success', args: ['短信验证码已发送', 3, onClose] });
    const closed = Promise.resolve(handle);
    shown[0]!.close();
    await expect(closed).resolves.toBe(true);
  });

  it('closes a shown message when its handle is called, and never shows one closed before', async () => {
    const { api, shown } = fakeMessages();
    const messages = createLazyMessageApi(() => Promise.resolve(api));
    const early = messages.info('提示');
    early();
    await expect(Promise.resolve(early)).resolves.toBe(true);
    expect(shown).toHaveLength(0);

    const late = messages.error('保存失败');
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    late();
    expect(shown[0]!.closed).toBe(true);
  });

  it('destroys the messages asked for before destroy, once they are shown', async () => {
    const { api, shown, destroyed } = fakeMessages();
    let arrive!: (value: MessageInstance) => void;
    const ready = new Promise<MessageInstance>((done) => (arrive = done));
    const messages = createLazyMessageApi(() => ready);
    messages.warning('一');
    messages.open({ content: '二', key: 'k' });
    messages.destroy('k');
    arrive(api);
    await vi.waitFor(() => expect(destroyed).toEqual(['k']));
    expect(shown.map((entry) => entry.method)).toEqual(['warning', 'open']);
  });

  it('resolves false and logs when message could not be fetched; the next call asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, shown } = fakeMessages();
    const whenReady = vi
      .fn<() => Promise<MessageInstance>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(api);
    const messages = createLazyMessageApi(whenReady);
    await expect(Promise.resolve(messages.error('一'))).resolves.toBe(false);
    expect(error).toHaveBeenCalledOnce();
    messages.error('二');
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    error.mockRestore();
  });
});

describe('createLazyNotificationApi', () => {
  it('makes each call once notification is here, in the order asked', async () => {
    const calls: unknown[][] = [];
    const api = {
      ...Object.fromEntries(
        ['info', 'success', 'error', 'warning', 'open'].map((m) => [
          m,
          (args: unknown) => calls.push([m, args]),
        ]),
      ),
      destroy: (key?: unknown) => calls.push(['destroy', key]),
    } as unknown as NotificationInstance;
    let arrive!: (value: NotificationInstance) => void;
    const ready = new Promise<NotificationInstance>((done) => (arrive = done));
    const notifications = createLazyNotificationApi(() => ready);
    notifications.success({ title: '已保存' });
    notifications.destroy();
    expect(calls).toHaveLength(0);
    arrive(api);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['success', { title: '已保存' }],
      ['destroy', undefined],
    ]);
  });
});
