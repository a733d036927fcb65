import type { Feedback } from '@/lib/feedback';

export type ModalHookApi = Feedback['modal'];
type Method = keyof ModalHookApi;
type Handle = ReturnType<ModalHookApi[Method]>;
type Config = Parameters<ModalHookApi[Method]>[0];
type ConfigUpdate = Parameters<Handle['update']>[0];

const METHODS: readonly Method[] = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * The modal API of useFeedback() before antd's dialogs are loaded: each call asks for them
 * (`whenReady`) and opens its dialog once they are here. The handle it returns behaves as antd's:
 * destroy and update reach the dialog, or are applied to it when it opens; awaiting it gives
 * whether the dialog was confirmed (false when the dialogs' code could not be fetched, which is
 * logged; the next call tries again). Screens call it as they called antd's.
 */
export function createLazyModalApi(whenReady: () => Promise<ModalHookApi>): ModalHookApi {
  const open = (method: Method, config: Config): Handle => {
    let dialog: Handle | null = null;
    let destroyed = false;
    const pending: ConfigUpdate[] = [];
    // The dialog's handle is a thenable: it is kept aside, not returned through these promises,
    // which would otherwise wait for the dialog to close.
    const opened = whenReady().then(
      (api) => {
        if (destroyed) return;
        dialog = api[method](config);
        for (const update of pending) dialog.update(update);
      },
      (error: unknown) => console.error(error),
    );
    const confirmed = opened.then(() =>
      dialog ? new Promise<boolean>((done) => void dialog?.then(done, () => done(false))) : false,
    );
    return {
      destroy: () => {
        destroyed = true;
        dialog?.destroy();
      },
      update: (update: ConfigUpdate) => {
        if (dialog) dialog.update(update);
        else pending.push(update);
      },
      then: (resolve, reject) =>
        confirmed.then(resolve, (error: unknown) => {
          reject();
          throw error;
        }),
    };
  };
  return Object.fromEntries(
    METHODS.map((method) => [method, (config: Config) => open(method, config)]),
  ) as ModalHookApi;
}
