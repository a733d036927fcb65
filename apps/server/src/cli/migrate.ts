import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { migrateDatabase } from '@/db/migrate.ts';
import { seedDemoData } from '@/db/seed.ts';

// `npm run -w @scf/server migrate`: what a start does to the database, without serving (deploy steps).
const config = loadConfig(process.env);
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  if (config.demoMode) await seedDemoData(database.db);
  process.stdout.write(`Database migrated${config.demoMode ? ' and demo data seeded' : ''}.\n`);
} finally {
  await database.close();
}
