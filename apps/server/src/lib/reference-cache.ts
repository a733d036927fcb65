import type { Db } from '@/db/client.ts';

/**
 * Rows that change only by seed or by hand in SQL (dictionary labels, news types), read at most once
 * per `ttlMs` per database and key: hot lists then spend no round trip on them per request, and an
 * edit still shows within the expiry. A failed read is forgotten so the next request tries again.
 */
export function referenceCache<K, V>(ttlMs: number, load: (db: Db, key: K) => Promise<V>) {
  const byDb = new WeakMap<Db, Map<K, { until: number; value: Promise<V> }>>();
  return (db: Db, key: K): Promise<V> => {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const entry = { until: now + ttlMs, value: load(db, key) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
