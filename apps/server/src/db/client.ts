import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client, Pool } from 'pg';
import type { ClientConfig } from 'pg';
import type { DatabaseLocation } from '@/config.ts';
import * as schema from '@/db/schema.ts';

export type Schema = typeof schema;

/**
 * One query-builder type for both drivers. A transaction is a `Db` too, so repositories take
 * `db: Db` and callers pass either the app's handle or a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; client: Pool; close(): Promise<void> };

/** A new connection must be up within this time, or the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a query may wait for one of the pool's connections. pg-pool takes one setting for this
 * wait and for opening a connection; a burst that keeps every connection busy for a few seconds
 * must queue, not fail with a 500 (the load test, scripts/hard/load.mjs, saw that at 5 s), so the
 * pool waits longer and each connection keeps the short timeout for opening itself.
 */
const POOL_WAIT_MS = 30_000;

class Connection extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new Pool({
      connectionString: location.url,
      max: 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client: Connection,
    });
    // A connection can fail at any time (server restart, network). The pool listens only while a
    // connection is idle: one checked out (a transaction between two statements) would emit an
    // unhandled 'error' event, which ends the process. So every connection gets its own listener;
    // the statement under way fails on its own, and the pool drops the broken connection.
    pool.on('connect', (client) => {
      client.on('error', (error) => process.emitWarning(`PostgreSQL connection failed: ${error.message}`));
    });
    // The pool repeats an idle connection's failure, which the listener above has reported.
    pool.on('error', () => {});
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }),
      client: pool,
      close: () => pool.end(),
    };
  }
  if (location.dir !== null) await mkdir(dirname(location.dir), { recursive: true });
  return pgliteDatabase(location.dir === null ? await PGlite.create() : await PGlite.create(location.dir));
}

/** A Database over a PGlite instance created elsewhere (tests start theirs from a template). */
export const pgliteDatabase = (client: PGlite): Database => ({
  kind: 'pglite',
  db: drizzlePglite({ client, schema }),
  client,
  close: () => (client.closed ? Promise.resolve() : client.close()),
});
