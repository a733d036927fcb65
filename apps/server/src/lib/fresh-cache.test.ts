import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeCounts, changeFeedOf } from '@/db/change-feed.ts';
import { openDatabase } from '@/db/client.ts';
import type { Database, Db } from '@/db/client.ts';
import { freshCache } from '@/lib/fresh-cache.ts';
import { createTestDatabase, onPostgres } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';
import { until } from '@/test/until.ts';

/** A table of its own with the migration's trigger, so the test writes nothing else. */
const PROBE = 'fresh_cache_probe';

const listening = (db: Db) => () => changeFeedOf(db)?.version([PROBE]) != null;

/** A cache of the probe's value that counts its reads. */
function probeCache() {
  const reads = { count: 0 };
  const cached = freshCache(
    [PROBE],
    10,
    (key: string) => key,
    async (db) => {
      reads.count++;
      // Both drivers' results carry `rows`, though drizzle types them apart.
      const result = (await db.execute(sql.raw(`select v from ${PROBE}`))) as unknown as {
        rows: { v: number }[];
      };
      return Number(result.rows[0]?.v);
    },
  );
  return { cached, reads };
}

const setProbe = (db: Db, v: number) => db.execute(sql.raw(`update ${PROBE} set v = ${v}`));

describe('changeCounts', () => {
  it('reads null until listening, and moves on each write of a named table and each restart', () => {
    const counts = changeCounts();
    expect(counts.version(['a'])).toBeNull();
    counts.listening(true);
    const first = counts.version(['a', 'b']);
    counts.heard('c');
    expect(counts.version(['a', 'b'])).toBe(first);
    counts.heard('b');
    const second = counts.version(['a', 'b']);
    expect(second).not.toBe(first);
    counts.listening(false);
    expect(counts.version(['a', 'b'])).toBeNull();
    counts.listening(true);
    expect(counts.version(['a', 'b'])).not.toBe(second);
  });

  it("hands a row's notice to the table's row listeners, leaving the table's count alone", () => {
    const counts = changeCounts();
    counts.listening(true);
    const heard: string[] = [];
    counts.onRow('sessions', (key) => heard.push(key));
    const before = counts.version(['sessions']);
    counts.heard('sessions:abc');
    counts.heard('users:1');
    expect(heard).toEqual(['abc']);
    expect(counts.version(['sessions', 'users'])).toBe(before);
  });
});

describe('freshCache on the database change feed', () => {
  let test: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    test = await createTestDatabase();
    db = test.database.db;
    await db.execute(sql.raw(`create table ${PROBE} (v int not null)`));
    await db.execute(sql.raw(`insert into ${PROBE} values (1)`));
    await db.execute(
      sql.raw(
        `create trigger ${PROBE}_changed after insert or update or delete or truncate on ${PROBE}
         for each statement execute function notify_table_change()`,
      ),
    );
    await until(listening(db), 'the change feed');
  });

  afterEach(() => test.drop());

  it('serves a kept value until the table is written through it, then reads afresh at once', async () => {
    const { cached, reads } = probeCache();
    expect(await cached(db, 'k')).toBe(1);
    expect(await cached(db, 'k')).toBe(1);
    expect(reads.count).toBe(1);
    await setProbe(db, 2);
    expect(await cached(db, 'k')).toBe(2);
    expect(reads.count).toBe(2);
  });

  it('keeps nothing for a transaction, which sees its own writes', async () => {
    const { cached, reads } = probeCache();
    await db.transaction(async (tx) => {
      await setProbe(tx, 5);
      expect(await cached(tx, 'k')).toBe(5);
      expect(await cached(tx, 'k')).toBe(5);
    });
    expect(reads.count).toBe(2);
  });

  it.skipIf(!onPostgres)('hears a write made through another connection to the database', async () => {
    const { cached, reads } = probeCache();
    expect(await cached(db, 'k')).toBe(1);
    const before = changeFeedOf(db)?.version([PROBE]);
    const other: Database = await openDatabase(test.location);
    try {
      await setProbe(other.db, 3);
    } finally {
      await other.close();
    }
    await until(() => changeFeedOf(db)?.version([PROBE]) !== before, 'the other write to be heard');
    expect(await cached(db, 'k')).toBe(3);
    expect(reads.count).toBe(2);
  });

  it.skipIf(!onPostgres)(
    'reads afresh while its listening connection is lost, and keeps again once it listens again',
    async () => {
      const { cached, reads } = probeCache();
      expect(await cached(db, 'k')).toBe(1);
      await db.execute(
        sql.raw(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN table_changed'`,
        ),
      );
      await until(() => !listening(db)(), 'the feed to notice the loss');
      await cached(db, 'k');
      await cached(db, 'k');
      expect(reads.count).toBe(3);
      await until(listening(db), 'the feed to listen again');
      await cached(db, 'k');
      await cached(db, 'k');
      expect(reads.count).toBe(4);
    },
  );
});
