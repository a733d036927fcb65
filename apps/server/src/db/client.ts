import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
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

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new Pool({ connectionString: location.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle pooled connection can fail (server restart, network); the pool drops it and the next
    // query opens another. Without a listener that error event would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection failed: ${error.message}`));
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
