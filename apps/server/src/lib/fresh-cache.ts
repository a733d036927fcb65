import { LRUCache } from 'lru-cache';
import { keptReadsFeedOf } from '@/db/change-feed.ts';
import type { Db } from '@/db/client.ts';

/**
 * Values read from some tables (a page of a public list), kept per database and key for as long as
 * none of those tables is written. The database's change feed (db/change-feed.ts) tells every server
 * instance of every write at its commit, so a kept page is never older than that notice takes to
 * arrive, whichever instance wrote. A value read while a write lands is kept under the version from
 * before the read, which the write's notice then ends. With no feed (a transaction's handle) or while
 * the feed cannot hear (its connection lost), every call reads afresh. Concurrent misses of one key
 * share one read; a failed read is not kept. At most `maxKeys` keys per database, least recently used
 * first out: every keyword is a key.
 */
export function freshCache<K, V>(
  tables: readonly string[],
  maxKeys: number,
  keyOf: (key: K) => string,
  read: (db: Db, key: K) => Promise<V>,
) {
  type Entry = { version: number; value: Promise<V> };
  const byDb = new WeakMap<Db, LRUCache<string, Entry>>();
  return (db: Db, key: K): Promise<V> => {
    const version = keptReadsFeedOf(db)?.version(tables) ?? null;
    if (version === null) return read(db, key);
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new LRUCache<string, Entry>({ max: maxKeys })));
    const id = keyOf(key);
    const hit = entries.get(id);
    if (hit && hit.version === version) return hit.value;
    const entry = { version, value: read(db, key) };
    entries.set(id, entry);
    entry.value.catch(() => {
      if (entries.get(id) === entry) entries.delete(id);
    });
    return entry.value;
  };
}
