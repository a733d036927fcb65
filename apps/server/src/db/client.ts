import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client, Pool } from 'pg';
import type { ClientBase, ClientConfig } from 'pg';
import type { DatabaseLocation } from '@/config.ts';
import { attachChangeFeed, pgliteChangeFeed, postgresChangeFeed } from '@/db/change-feed.ts';
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

/**
 * Every parameterised statement is sent as a named prepared statement, as postgres.js does by
 * default: PostgreSQL then parses it once per connection and, after a few runs, plans it once, where
 * an unnamed statement is parsed and planned on every run (on the hot lists that was most of the
 * database's time per request). Names are per statement text, shared by all connections; past
 * MAX_STATEMENTS texts (a long tail of generated IN lists, say) statements go unnamed again, so
 * no connection holds an unbounded number of them. Statements without parameters are left alone:
 * they may hold several commands (migrations), which a prepared statement cannot.
 */
const MAX_STATEMENTS = 2_000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_STATEMENTS) {
    name = `scf_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown };

class Connection extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // pg's query() has many overloads; this one only adds a name to a config object and passes on.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
      const { text, name } = (config ?? {}) as QueryConfigLike;
      // An empty name too: drizzle's prepared queries that leave the name to us (db/prepared.ts).
      if (typeof text === 'string' && !name && Array.isArray(values) && values.length > 0) {
        const named = statementName(text);
        if (named !== undefined) return query({ ...(config as object), name: named }, values, ...rest);
      }
      return query(config, values, ...rest);
    }) as Client['query'];
  }
}

/**
 * Every handle gets a change feed (db/change-feed.ts). `keepReads` false keeps no page, dashboard or
 * session (lib/fresh-cache.ts, lib/row-cache.ts); the lists' totals are kept either way.
 */
export async function openDatabase(
  location: DatabaseLocation,
  { keepReads = true }: { keepReads?: boolean } = {},
): Promise<Database> {
  if (location.kind === 'postgres') {
    const changes = postgresChangeFeed(location.url);
    const pool = new Pool({
      connectionString: location.url,
      max: 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client: Connection,
      onConnect: (client: ClientBase) => changes.watch(client),
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
    const db = drizzlePg({ client: pool, schema });
    attachChangeFeed(db, changes, { keepReads });
    return {
      kind: 'postgres',
      db,
      client: pool,
      close: () => Promise.all([changes.close(), pool.end()]).then(() => undefined),
    };
  }
  if (location.dir !== null) await mkdir(dirname(location.dir), { recursive: true });
  const client = location.dir === null ? await PGlite.create() : await PGlite.create(location.dir);
  return pgliteDatabase(client, { keepReads });
}

/** A Database over a PGlite instance created elsewhere (tests start theirs from a template). */
export function pgliteDatabase(client: PGlite, { keepReads = true }: { keepReads?: boolean } = {}): Database {
  const db = drizzlePglite({ client, schema });
  const changes = pgliteChangeFeed(client);
  attachChangeFeed(db, changes, { keepReads });
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      await changes.close();
      if (!client.closed) await client.close();
    },
  };
}
