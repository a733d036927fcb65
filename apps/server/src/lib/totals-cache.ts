import type { Db } from '@/db/client.ts';

/**
 * How long a list's total is kept. A minute: counting a keyword search over a million products takes
 * seconds, and a pager's total a minute old on another instance is what such lists usually show.
 */
export const TOTALS_TTL_MS = 60_000;

/**
 * Capped totals of public lists, kept `ttlMs` per database and key (the list's filters). Counting
 * up to the cap was most of a list request's database time, and a total only sizes the pager; the
 * page's rows are always read fresh. A write through this instance that changes what the lists hold
 * calls `forget`, so its own next request counts again; another instance's total follows within the
 * expiry.
 */
export function totalsCache(ttlMs: number) {
  const byDb = new WeakMap<Db, Map<string, { until: number; total: number }>>();
  return {
    get(db: Db, key: string): number | undefined {
      const hit = byDb.get(db)?.get(key);
      return hit && hit.until > Date.now() ? hit.total : undefined;
    },
    set(db: Db, key: string, total: number): void {
      let totals = byDb.get(db);
      if (!totals) byDb.set(db, (totals = new Map()));
      totals.set(key, { until: Date.now() + ttlMs, total });
    },
    forget(db: Db): void {
      byDb.delete(db);
    },
  };
}
