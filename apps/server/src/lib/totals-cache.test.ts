import { describe, expect, it } from 'vitest';
import { attachChangeFeed, changeCounts } from '@/db/change-feed.ts';
import type { Db } from '@/db/client.ts';
import { freshCache } from '@/lib/fresh-cache.ts';
import { totalsCache } from '@/lib/totals-cache.ts';

/** A database handle with a feed whose writes the test announces itself. */
function fedDb({ keepReads = true } = {}) {
  const counts = changeCounts();
  counts.listening(true);
  const db = {} as Db;
  attachChangeFeed(
    db,
    {
      version: (tables) => counts.version(tables),
      onRow: (table, listener) => counts.onRow(table, listener),
      close: async () => {},
    },
    { keepReads },
  );
  return { db, counts };
}

describe('totalsCache', () => {
  it('keeps a total per database and key until one of its tables is written', () => {
    const totals = totalsCache(['products']);
    const { db, counts } = fedDb();
    const other = fedDb();
    totals.at(db).set('a', 7);
    expect(totals.at(db).get('a')).toBe(7);
    expect(totals.at(other.db).get('a')).toBeUndefined();
    counts.heard('news');
    expect(totals.at(db).get('a')).toBe(7);
    counts.heard('products');
    expect(totals.at(db).get('a')).toBeUndefined();
  });

  it('keeps totals, though not pages, on a handle that keeps no reads (KEEP_READS=false)', async () => {
    const totals = totalsCache(['products']);
    const { db } = fedDb({ keepReads: false });
    totals.at(db).set('a', 7);
    expect(totals.at(db).get('a')).toBe(7);
    let reads = 0;
    const pages = freshCache(
      ['products'],
      10,
      (key: string) => key,
      async () => ++reads,
    );
    await pages(db, 'p');
    await pages(db, 'p');
    expect(reads).toBe(2);
  });

  it('keeps nothing without a feed, or while the feed cannot hear', () => {
    const totals = totalsCache(['products']);
    const unfed = {} as Db;
    totals.at(unfed).set('a', 7);
    expect(totals.at(unfed).get('a')).toBeUndefined();
    const { db, counts } = fedDb();
    counts.listening(false);
    totals.at(db).set('a', 7);
    counts.listening(true);
    expect(totals.at(db).get('a')).toBeUndefined();
  });

  it('keeps what was counted under the version from before the count', () => {
    const totals = totalsCache(['products']);
    const { db, counts } = fedDb();
    const before = totals.at(db);
    counts.heard('products');
    const after = totals.at(db);
    after.set('a', 8);
    // A count that began before the write ends: it neither shows now nor replaces the newer total.
    before.set('a', 7);
    expect(totals.at(db).get('a')).toBe(8);
    const slow = totals.at(db);
    counts.heard('products');
    slow.set('b', 1);
    expect(totals.at(db).get('b')).toBeUndefined();
  });

  it('keeps at most so many keys, the least recently used going first', () => {
    const totals = totalsCache(['products'], 3);
    const { db } = fedDb();
    for (const key of ['a', 'b', 'c']) totals.at(db).set(key, 1);
    totals.at(db).get('a');
    totals.at(db).set('d', 1);
    expect(['a', 'b', 'c', 'd'].map((key) => totals.at(db).get(key))).toEqual([1, undefined, 1, 1]);
  });
});
