import { LRUCache } from 'lru-cache';
import { keptReadsFeedOf } from '@/db/change-feed.ts';
import type { ChangeFeed } from '@/db/change-feed.ts';
import type { Db } from '@/db/client.ts';

/**
 * A row of `table` read by its key (a session by its id hash), with whatever is read beside it from
 * `tables` (its user's roles), kept per database and key until that row or one of those tables is
 * written. The row's trigger names the row on the change feed (migration 0015), so a write to one
 * session ends only that session's value, on every server instance, whichever instance wrote; the
 * instance that wrote hears it before the write returns (db/change-feed.ts). A read during which
 * its row was written is not kept: it may have begun before the write. With no feed or
 * while the feed cannot hear, every call reads. Only values that `keeps` accepts are kept (a row
 * that exists: unknown keys cost a read each, rather than the place of a kept one). Values are
 * shared by every caller that gets them, so callers must not change them.
 */
export function rowCache<V>(
  table: string,
  tables: readonly string[],
  maxKeys: number,
  read: (db: Db, key: string) => Promise<V>,
  keeps: (value: V) => boolean,
) {
  type Entry = { version: number; value: V };
  /** Writes to a key heard while reads of it were under way, and how many such reads there are. */
  type Reading = { writes: number; readers: number };
  type Kept = { entries: LRUCache<string, Entry>; reading: Map<string, Reading> };
  const versionTables = [table, ...tables];
  const byDb = new WeakMap<Db, Kept>();

  const keptOf = (db: Db, feed: ChangeFeed) => {
    let kept = byDb.get(db);
    if (!kept) {
      const created: Kept = { entries: new LRUCache({ max: maxKeys }), reading: new Map() };
      feed.onRow(table, (key) => {
        created.entries.delete(key);
        const reading = created.reading.get(key);
        if (reading) reading.writes++;
      });
      byDb.set(db, (kept = created));
    }
    return kept;
  };

  return async (db: Db, key: string): Promise<V> => {
    const feed = keptReadsFeedOf(db);
    const version = feed?.version(versionTables) ?? null;
    if (!feed || version === null) return read(db, key);
    const kept = keptOf(db, feed);
    const hit = kept.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    let reading = kept.reading.get(key);
    if (!reading) kept.reading.set(key, (reading = { writes: 0, readers: 0 }));
    const writes = reading.writes;
    reading.readers++;
    try {
      const value = await read(db, key);
      if (keeps(value) && reading.writes === writes && feed.version(versionTables) === version)
        kept.entries.set(key, { version, value });
      return value;
    } finally {
      if (--reading.readers === 0) kept.reading.delete(key);
    }
  };
}
