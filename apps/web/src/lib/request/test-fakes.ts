import { defaultFeatureFlags, errorMessagesZhCN } from '@scf/shared';
import type { FeatureFlags } from '@scf/shared';
import { vi } from 'vitest';
import { createRequestClient } from './client.ts';
import { MemoryStorage } from './memory-storage.ts';
import type { RequestDeps } from './types.ts';

export { MemoryStorage };

/** The zh-CN texts of the spec, so assertions read like the catalogue. */
export const zhT = (key: string): string => {
  if (key === 'errors.reloginTitle') return '确认登录';
  const name = key.replace(/^errors\./, '');
  return (errorMessagesZhCN as Record<string, string>)[name] ?? key;
};

export const envelopeReply = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

/** A client over fakes; `flags` may be changed between calls, as the real config can be. */
export function setup({
  flags: flagOverrides,
  ...overrides
}: Partial<Omit<RequestDeps, 'flags'>> & { flags?: Partial<FeatureFlags> } = {}) {
  const flags: FeatureFlags = { ...defaultFeatureFlags, ...flagOverrides };
  const storage = { session: new MemoryStorage(), local: new MemoryStorage() };
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    envelopeReply({ error_no: 0, error_info: '', data: null }),
  );
  const ui = { confirm: vi.fn<RequestDeps['ui']['confirm']>(), error: vi.fn(), info: vi.fn() };
  const onLogout = vi.fn<RequestDeps['onLogout']>();
  const onLock = vi.fn<RequestDeps['onLock']>();
  const deps: RequestDeps = {
    apiBase: '/base',
    storage,
    fetch,
    t: zhT,
    ui,
    onLogout,
    onLock,
    ...overrides,
    flags: () => flags,
  };
  return { client: createRequestClient(deps), flags, storage, fetch, ui, onLogout, onLock };
}

/** The init of the n-th fetch call. */
export function sent(fetch: ReturnType<typeof setup>['fetch'], call = 0) {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`fetch call ${call} was not made`);
  const [url, init = {}] = args;
  return { url: String(url), init, headers: new Headers(init.headers), body: init.body };
}
