import { LRUCache } from 'lru-cache';
import type { Db } from '@/db/client.ts';

/**
 * How long a list's total is kept. A minute: counting a keyword search over a million products takes
 * seconds, and a pager's total a minute old on another instance is what such lists usually show.
 */
export const TOTALS_TTL_MS = 60_000;

/**
 * The most totals kept per database. Every distinct filter is a key, and the keywords people (or a
 * script) send are without end: past this many, the least recently used go.
 */
export const TOTALS_MAX_KEYS = 10_000;

/**
 * Capped totals of public lists, kept `ttlMs` per database and key (the list's filters). Counting
 * up to the cap was most of a list request's database time, and a total only sizes the pager; the
 * page's rows are always read fresh. A write through this instance that changes what the lists hold
 * calls `forget`, so its own next request counts again; another instance's total follows within the
 * expiry.
 */
export function totalsCache(ttlMs: number, maxKeys = TOTALS_MAX_KEYS) {
  const byDb = new WeakMap<Db, LRUCache<string, number>>();
  return {
    get(db: Db, key: string): number | undefined {
      return byDb.get(db)?.get(key);
    },
    set(db: Db, key: string, total: number): void {
      let totals = byDb.get(db);
      if (!totals) byDb.set(db, (totals = new LRUCache({ max: maxKeys, ttl: ttlMs })));
      totals.set(key, total);
    },
    forget(db: Db): void {
      byDb.delete(db);
    },
  };
}
