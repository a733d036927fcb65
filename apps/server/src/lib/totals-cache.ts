import { LRUCache } from 'lru-cache';
import { changeFeedOf } from '@/db/change-feed.ts';
import type { Db } from '@/db/client.ts';

/**
 * The most totals kept per database. Every distinct filter is a key, and the keywords people (or a
 * script) send are without end: past this many, the least recently used go.
 */
export const TOTALS_MAX_KEYS = 10_000;

/**
 * Capped totals of public lists, kept per database and key (the list's filters) for as long as none
 * of `tables` is written. Counting up to the cap was most of a list request's database time, and a
 * filter's pages all share one total. The database's change feed (db/change-feed.ts) tells every
 * server instance of a write at its commit, whichever instance or script wrote, so a total is never
 * older than that notice. With no feed (a transaction's handle) or while the feed cannot hear,
 * nothing is kept. KEEP_READS=false leaves them kept: it is about pages, dashboards and sessions.
 */
export function totalsCache(tables: readonly string[], maxKeys = TOTALS_MAX_KEYS) {
  type Entry = { version: number; total: number };
  const byDb = new WeakMap<Db, LRUCache<string, Entry>>();
  return {
    /**
     * The totals as the database stands now. What a read then counts is kept under this version, so
     * a write that lands while it counts ends it.
     */
    at(db: Db) {
      const version = changeFeedOf(db)?.version(tables) ?? null;
      return {
        get(key: string): number | undefined {
          if (version === null) return undefined;
          const hit = byDb.get(db)?.get(key);
          return hit?.version === version ? hit.total : undefined;
        },
        set(key: string, total: number): void {
          if (version === null) return;
          let totals = byDb.get(db);
          if (!totals) byDb.set(db, (totals = new LRUCache({ max: maxKeys })));
          // A count that began before another's must not put back the total the other replaced.
          if ((totals.get(key)?.version ?? -1) <= version) totals.set(key, { version, total });
        },
      };
    },
  };
}
