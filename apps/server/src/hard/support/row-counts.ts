import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import * as schema from '@/db/schema.ts';

/**
 * Row counts of every business table, to show that a refused call wrote nothing; with each table's
 * newest row version (the largest `xmin`, the transaction that last inserted or updated a visible
 * row), so an update that leaves the count alone shows too. The tables are read from the Drizzle
 * schema, so a table added later is counted without a change here. Left out: the bookkeeping that
 * a refusal writes on purpose (sessions, image and SMS codes and their outbox, failed sign-ins and
 * check codes, the installation's settings).
 *
 * One statement counts them all, and only after a transaction wrote something: the fuzzing looks
 * after every call, and most calls write nothing, which one cheap reading of the next transaction
 * id shows; this keeps 20,000 calls within minutes.
 */

const BOOKKEEPING: ReadonlySet<string> = new Set([
  'sessions',
  'captchas',
  'sms_codes',
  'sms_outbox',
  'login_attempts',
  'member_check_attempts',
  'app_settings',
]);

export const businessTables: { name: string; table: PgTable }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => ({ name: getTableName(table), table }))
  .filter(({ name }) => !BOOKKEEPING.has(name))
  .sort((a, b) => a.name.localeCompare(b.name));

const countAll = sql.join(
  businessTables.map(
    ({ name, table }) =>
      sql`(select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from ${table}) as ${sql.identifier(name)}`,
  ),
  sql`, `,
);

/** Per table `count/newest row version`. */
export type RowCounts = Record<string, string>;

async function businessRowCounts(db: Db): Promise<RowCounts> {
  // The two drivers shape raw results differently; both expose the rows.
  const { rows } = (await db.execute(sql`select ${countAll}`)) as unknown as { rows: RowCounts[] };
  return rows[0] as RowCounts;
}

/**
 * The next transaction id not yet handed out. Every write is a transaction with an id of its own, so
 * while this stays the same nothing was written anywhere and the counts need not be read again.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const { rows } = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  )) as unknown as {
    rows: { next: string }[];
  };
  return (rows[0] as { next: string }).next;
}

/** Tables written between two readings, as `name: count/version → count/version`. */
function countChanges(before: RowCounts, after: RowCounts): string[] {
  return businessTables
    .map(({ name }) => name)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}

/**
 * Watches the business tables: `changes()` tells what was written since the previous call to it
 * (the first call only takes the baseline).
 */
export class RowWatch {
  private readonly db: Db;
  private counts: RowCounts | undefined;
  private next = '';

  constructor(db: Db) {
    this.db = db;
  }

  /** Tables written since the last look, as `name: before → after`. */
  async changes(): Promise<string[]> {
    const next = await nextTransactionId(this.db);
    if (next === this.next && this.counts) return [];
    const counts = await businessRowCounts(this.db);
    const changed = this.counts ? countChanges(this.counts, counts) : [];
    [this.next, this.counts] = [next, counts];
    return changed;
  }
}
