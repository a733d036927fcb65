import { defaultFeatureFlags } from '@scf/shared/flag-defaults';
import { createRequestClient } from './client.ts';
import type { CallOptions, RequestClient, RequestDeps, RequestOptions, UploadFields } from './types.ts';

/**
 * Until the shell wires the UI, failures still surface in the console instead of vanishing, and
 * the client works with the default flags.
 */
const unwired: RequestDeps = {
  flags: () => defaultFeatureFlags,
  // i18next's answer for a key it lacks, so a refusal keeps the server's words.
  t: (key, options) => String(options?.defaultValue ?? key),
  ui: {
    confirm: ({ content }) => console.warn('[request] relogin dialog not wired:', content),
    error: (text) => console.error('[request]', text),
    info: (text) => console.info('[request]', text),
  },
  onLogout: () => console.warn('[request] onLogout not wired'),
  onLock: () => console.warn('[request] onLock not wired'),
};

let deps: RequestDeps = unwired;
let client: RequestClient | undefined;
let markConfigured!: () => void;

/**
 * Settles once the client is first configured, which start-up does with the API base and flags as
 * soon as the runtime config is in (texts and dialogs follow at the first render): what is fetched
 * before the first screen renders waits for it rather than going to the wrong base.
 */
export const requestConfigured = new Promise<void>((resolve) => {
  markConfigured = resolve;
});

/** Called by the app shell at start-up; later calls merge into what was configured before. */
export function configureRequest(partial: Partial<RequestDeps>): void {
  deps = { ...deps, ...partial };
  markConfigured();
  // Built on first use rather than at import, so importing never touches window storage.
  client = undefined;
}

const current = () => (client ??= createRequestClient(deps));

export const request = <T>(options: RequestOptions): Promise<T> => current().request<T>(options);

export const get = <T>(path: string, options?: CallOptions): Promise<T> => current().get<T>(path, options);

export const post = <T>(path: string, body?: unknown, options?: CallOptions): Promise<T> =>
  current().post<T>(path, body, options);

export const upload = <T>(
  path: string,
  file: Blob,
  fields?: UploadFields,
  onProgress?: (percent: number) => void,
  options?: CallOptions,
): Promise<T> => current().upload<T>(path, file, fields, onProgress, options);
