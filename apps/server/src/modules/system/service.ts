import type { Health, RuntimeConfig } from '@scf/shared';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { pingDatabase } from '@/modules/system/repository.ts';
import { appVersion } from '@/paths.ts';

/** A database that does not answer within this time counts as unreachable. */
const PING_TIMEOUT_MS = 2_000;

async function measurePing(db: Db): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** How long one ping's answer stands for every health check. */
const PING_REUSE_MS = 1_000;

/**
 * The health check of one app. The database is pinged at most once a second, and checks arriving
 * while a ping is under way wait for that one: a poller or a load balancer hammering /health costs
 * the database one `SELECT 1` a second, not one per request.
 */
export function createHealthCheck(db: Db): () => Promise<Health> {
  let last: { at: number; latencyMs: number | null } | undefined;
  let pending: Promise<void> | undefined;

  const ping = async () => {
    const latencyMs = await measurePing(db);
    last = { at: performance.now(), latencyMs };
    pending = undefined;
  };

  return async () => {
    if (!last || performance.now() - last.at > PING_REUSE_MS) await (pending ??= ping());
    const latencyMs = last?.latencyMs ?? null;
    return {
      status: latencyMs === null ? 'degraded' : 'ok',
      database: { reachable: latencyMs !== null, latencyMs },
      version: appVersion,
      uptimeSeconds: Math.round(process.uptime()),
    };
  };
}

/** What the browser app reads at start: the same build runs with any of these settings. */
export const runtimeConfig = (config: Config): RuntimeConfig => ({
  apiBase: config.apiBase,
  version: appVersion,
  demoMode: config.demoMode,
  flags: config.featureFlags,
});
