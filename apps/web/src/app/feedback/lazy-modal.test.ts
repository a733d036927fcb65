import { describe, expect, it, vi } from 'vitest';
import { createLazyModalApi } from './lazy-modal';
import type { ModalHookApi } from './lazy-modal';

/** A stand-in for antd's hook API: each dialog records its config and updates, and can be closed. */
function fakeDialogs() {
  const opened: {
    method: string;
    config: unknown;
    updates: unknown[];
    destroyed: boolean;
    close: (ok: boolean) => void;
  }[] = [];
  const open = (method: string) => (config: unknown) => {
    let close!: (ok: boolean) => void;
    const result = new Promise<boolean>((done) => (close = done));
    const dialog = { method, config, updates: [] as unknown[], destroyed: false, close };
    opened.push(dialog);
    return {
      destroy: () => (dialog.destroyed = true),
      update: (update: unknown) => dialog.updates.push(update),
      then: <T>(resolve: (ok: boolean) => T) => result.then(resolve),
    };
  };
  const api = Object.fromEntries(
    ['info', 'success', 'error', 'warning', 'confirm'].map((m) => [m, open(m)]),
  ) as unknown as ModalHookApi;
  return { api, opened };
}

describe('createLazyModalApi', () => {
  it('opens the dialog once the dialogs are here, with the updates made meanwhile, and resolves with the answer', async () => {
    const { api, opened } = fakeDialogs();
    let arrive!: (value: ModalHookApi) => void;
    const whenReady = vi.fn(() => new Promise<ModalHookApi>((done) => (arrive = done)));
    const handle = createLazyModalApi(whenReady).confirm({ title: '确认删除？' });
    handle.update({ okText: '删除' });
    expect(opened).toHaveLength(0);

    arrive(api);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      method: 'confirm',
      config: { title: '确认删除？' },
      updates: [{ okText: '删除' }],
    });
    const answer = handle.then(
      (ok) => ok,
      () => undefined,
    );
    opened[0]!.close(true);
    await expect(answer).resolves.toBe(true);
  });

  it('does not open a dialog destroyed before the dialogs arrived', async () => {
    const { api, opened } = fakeDialogs();
    const handle = createLazyModalApi(() => Promise.resolve(api)).info({ title: '提示' });
    handle.destroy();
    await expect(
      handle.then(
        (ok) => ok,
        () => undefined,
      ),
    ).resolves.toBe(false);
    expect(opened).toHaveLength(0);
  });

  it('answers false and logs when the dialogs could not be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = createLazyModalApi(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    ).confirm({});
    await expect(
      handle.then(
        (ok) => ok,
        () => undefined,
      ),
    ).resolves.toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
