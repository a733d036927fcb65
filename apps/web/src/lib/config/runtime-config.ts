import { defaultFeatureFlags } from '@scf/shared/flag-defaults';
import type { FeatureFlags, RuntimeConfig } from '@scf/shared/flags';
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a /config.json reply that are missing or of the wrong type. The server checks the
 * reply against the shared runtimeConfigSchema before sending it; this only tells a config from
 * something else in its place (a proxy's page, an older server) without loading zod at start-up.
 */
function invalidFields(body: unknown): string[] {
  if (!isObject(body)) return ['(root)'];
  const invalid = (['apiBase', 'version', 'demoMode'] as const).filter(
    (name) => typeof body[name] !== (name === 'demoMode' ? 'boolean' : 'string'),
  );
  if (!isObject(body.flags)) return [...invalid, 'flags'];
  const { flags } = body;
  const wrongFlags = Object.entries(defaultFeatureFlags)
    .filter(([name, fallback]) => flags[name] !== undefined && typeof flags[name] !== typeof fallback)
    .map(([name]) => `flags.${name}`);
  return [...invalid, ...wrongFlags];
}

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
  const invalid = invalidFields(body);
  if (invalid.length > 0) throw new RuntimeConfigError(url, `invalid fields: ${invalid.join(', ')}`);
  const config = body as RuntimeConfig;
  // Flags the server does not send take their defaults.
  const flags: FeatureFlags = { ...defaultFeatureFlags, ...config.flags };
  current = { apiBase: config.apiBase, version: config.version, demoMode: config.demoMode, flags };
  return current;
}

/** For code outside React (the request client, loaders). Throws when called before start-up loaded it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before it was loaded');
  return current;
}
