import { runtimeConfigSchema } from '@scf/shared/flags';
import type { RuntimeConfig } from '@scf/shared/flags';
import { CSRF_HEADER } from '@scf/shared/constants';
import { createCsrfStore } from '@/lib/request/csrf-store';

/** Served by the API server so that one build runs with different settings; never baked in. */
export const RUNTIME_CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  constructor(
    readonly url: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`Runtime configuration ${url} could not be loaded: ${reason}`, options);
  }
}

let current: RuntimeConfig | undefined;

/** Fetches and validates the runtime configuration; on success it becomes what getRuntimeConfig returns. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url: string = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(url, error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (!response.ok) throw new RuntimeConfigError(url, `HTTP ${response.status}`);
  // The first reply a visitor gets sets the session cookie; keeping its CSRF token lets the page's
  // first calls (public POST lists) pass the server's check instead of each racing for a cookie.
  createCsrfStore(sessionStorage).save(response.headers.get(CSRF_HEADER));
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(url, 'not JSON', { cause: error });
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new RuntimeConfigError(url, `invalid fields: ${fields}`, { cause: parsed.error });
  }
  current = parsed.data;
  return parsed.data;
}

/** For code outside React (the request client, loaders). Throws when called before start-up loaded it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before it was loaded');
  return current;
}
