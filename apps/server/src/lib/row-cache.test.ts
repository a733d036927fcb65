import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeFeedOf } from '@/db/change-feed.ts';
import { openDatabase } from '@/db/client.ts';
import type { Database, Db } from '@/db/client.ts';
import { rowCache } from '@/lib/row-cache.ts';
import { createTestDatabase, onPostgres } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';
import { until } from '@/test/until.ts';

const run = (db: Db, text: string) => db.execute(sql.raw(text));

/**
 * Waits until no notice has been heard for a while: on PostgreSQL every listening connection of the
 * pool hears each notice, the idle ones some time after the write returned.
 */
async function settled(db: Db) {
  const feed = changeFeedOf(db)!;
  let last = Date.now();
  let version = feed.version(['users', 'roles', 'tenants']);
  feed.onRow('sessions', () => (last = Date.now()));
  while (Date.now() - last < 200) {
    await sleep(20);
    const now = feed.version(['users', 'roles', 'tenants']);
    if (now !== version) [version, last] = [now, Date.now()];
  }
}

/** Both drivers' results carry `rows`, though drizzle types them apart. */
async function value(db: Db, idHash: string): Promise<string | undefined> {
  const result = (await run(
    db,
    `select data->>'v' as v from sessions where id_hash = '${idHash}'`,
  )) as unknown as {
    rows: { v: string }[];
  };
  return result.rows[0]?.v;
}

const setValue = (db: Db, idHash: string, v: string) =>
  run(db, `update sessions set data = jsonb_build_object('v', '${v}') where id_hash = '${idHash}'`);

/** A cache of sessions' `v`, also ended by writes to roles, that counts its reads. */
function sessionValues(during?: (db: Db) => Promise<unknown>) {
  const reads = { count: 0 };
  const cached = rowCache(
    'sessions',
    ['roles'],
    10,
    async (db, idHash) => {
      reads.count++;
      const v = await value(db, idHash);
      await during?.(db);
      return v;
    },
    (v) => v !== undefined,
  );
  return { cached, reads };
}

describe('rowCache on the sessions table (migration 0015)', () => {
  let test: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    test = await createTestDatabase();
    db = test.database.db;
    await run(
      db,
      `insert into sessions (id_hash, data, expires_at) values
         ('a', '{"v": "a1"}', now() + interval '1 hour'), ('b', '{"v": "b1"}', now() + interval '1 hour')`,
    );
    await until(() => changeFeedOf(db)?.version(['sessions']) != null, 'the change feed');
    await settled(db);
  });

  afterEach(() => test.drop());

  it('keeps a row until that row is written, and only that row', async () => {
    const { cached, reads } = sessionValues();
    expect([await cached(db, 'a'), await cached(db, 'b'), await cached(db, 'a')]).toEqual(['a1', 'b1', 'a1']);
    expect(reads.count).toBe(2);
    await setValue(db, 'b', 'b2');
    expect(await cached(db, 'b')).toBe('b2');
    // Every listening connection hears the write; once they all have, b is kept again, and a still is.
    await settled(db);
    await cached(db, 'b');
    const count = reads.count;
    expect([await cached(db, 'a'), await cached(db, 'b')]).toEqual(['a1', 'b2']);
    expect(reads.count).toBe(count);
    await run(db, `delete from sessions where id_hash = 'a'`);
    expect(await cached(db, 'a')).toBeUndefined();
  });

  it('reads every row again after a write to a table read beside them, or a truncate', async () => {
    const { cached, reads } = sessionValues();
    await cached(db, 'a');
    await cached(db, 'b');
    // A statement trigger names the table even when no row matched.
    await run(db, `update roles set status = status where false`);
    await cached(db, 'a');
    await cached(db, 'b');
    expect(reads.count).toBe(4);
    await run(db, `truncate sessions`);
    expect(await cached(db, 'a')).toBeUndefined();
  });

  it('keeps only what it is told to, and nothing read while its row was written', async () => {
    const missing = sessionValues();
    await missing.cached(db, 'none');
    await missing.cached(db, 'none');
    expect(missing.reads.count).toBe(2);
    const raced = sessionValues((db) => setValue(db, 'a', 'a2'));
    await raced.cached(db, 'a');
    await raced.cached(db, 'a');
    expect(raced.reads.count).toBe(2);
  });

  it('keeps nothing for a transaction', async () => {
    const { cached, reads } = sessionValues();
    await db.transaction(async (tx) => {
      await setValue(tx, 'a', 'a2');
      expect(await cached(tx, 'a')).toBe('a2');
      expect(await cached(tx, 'a')).toBe('a2');
    });
    expect(reads.count).toBe(2);
  });

  it("names users only for a change other than a sign-in's bookkeeping", async () => {
    const version = () => changeFeedOf(db)?.version(['users']);
    const [tenant] = (
      (await run(
        db,
        `insert into tenants (code, name, kind_code) values ('T9', 't', 'scf') returning id`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await run(
      db,
      `insert into users (tenant_id, account, name, user_type, raw_role_code, role_code, password_hash)
       values (${tenant!.id}, 'u', 'u', 'comp', 'normal', 'comp', 'x')`,
    );
    await settled(db);
    const before = version();
    await run(db, `update users set last_login_at = now(), password_hash = 'y' where account = 'u'`);
    await settled(db);
    expect(version()).toBe(before);
    await run(db, `update users set status = 'disabled' where account = 'u'`);
    expect(version()).not.toBe(before);
  });

  it.skipIf(!onPostgres)('hears a write to a row made through another connection', async () => {
    const { cached, reads } = sessionValues();
    await cached(db, 'a');
    expect(await cached(db, 'a')).toBe('a1');
    expect(reads.count).toBe(1);
    const other: Database = await openDatabase(test.location);
    try {
      await setValue(other.db, 'a', 'a3');
    } finally {
      await other.close();
    }
    let seen: string | undefined;
    const end = Date.now() + 5_000;
    while ((seen = await cached(db, 'a')) !== 'a3' && Date.now() < end) await sleep(10);
    expect(seen).toBe('a3');
  });
});
