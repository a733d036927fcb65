import type { ComponentType } from 'react';

/** A component that mounts antd's hook-based holders and reports their API once mounted. */
export type FeedbackHost<Api> = ComponentType<{ onReady: (api: Api) => void }>;

export interface HostLoader<Api> {
  /** The host's API: its chunk is fetched and mounted on the first call. */
  whenReady(): Promise<Api>;
  /** Given to the host as its onReady. */
  hostReady(api: Api): void;
}

/**
 * Fetches a feedback host's chunk when first asked, has it mounted (`mount` puts it in the tree) and
 * hands out its API once the host reports it; a failed fetch is forgotten, so the next call asks
 * again. Every caller before the host is ready gets the same promise, so what they queue runs in the
 * order they asked.
 */
export function createHostLoader<Api>(
  load: () => Promise<FeedbackHost<Api>>,
  mount: (host: FeedbackHost<Api>) => void,
): HostLoader<Api> {
  let ready: { promise: Promise<Api>; resolve: (api: Api) => void } | null = null;
  return {
    whenReady() {
      if (!ready) {
        let resolve!: (api: Api) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<Api>((done, fail) => {
          resolve = done;
          reject = fail;
        });
        ready = { promise, resolve };
        load().then(mount, (error: unknown) => {
          ready = null;
          reject(error);
        });
      }
      return ready.promise;
    },
    hostReady(api) {
      ready?.resolve(api);
    },
  };
}
