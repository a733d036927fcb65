import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { totalsCache } from '@/lib/totals-cache.ts';

const db = {} as Db;
const other = {} as Db;

describe('totalsCache', () => {
  it('keeps a total per database and key until it expires or is forgotten', async () => {
    const totals = totalsCache(20);
    totals.set(db, 'a', 7);
    expect(totals.get(db, 'a')).toBe(7);
    expect(totals.get(other, 'a')).toBeUndefined();
    await sleep(40);
    expect(totals.get(db, 'a')).toBeUndefined();
    totals.set(db, 'a', 8);
    totals.forget(db);
    expect(totals.get(db, 'a')).toBeUndefined();
  });

  it('keeps at most so many keys, the least recently used going first', () => {
    const totals = totalsCache(60_000, 3);
    for (const key of ['a', 'b', 'c']) totals.set(db, key, 1);
    totals.get(db, 'a');
    totals.set(db, 'd', 1);
    expect(['a', 'b', 'c', 'd'].map((key) => totals.get(db, key))).toEqual([1, undefined, 1, 1]);
  });
});
