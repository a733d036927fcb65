import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '@/db/client.ts';
import { migrationsFolder } from '@/paths.ts';

/** Advisory lock key held while migrating, so instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 0x5cf_0001;

/** Applies the committed SQL migrations in drizzle/ that the database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    // A PGlite directory is opened by one process only, so nothing can race this migration.
    await migratePglite(drizzlePglite({ client: database.client }), config);
    return;
  }
  // The lock belongs to a connection: take it, migrate and release it on the same pooled client.
  const connection = await database.client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), config);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
