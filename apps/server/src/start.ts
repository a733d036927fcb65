import { buildApp } from '@/app.ts';
import type { App } from '@/app.ts';
import type { Config } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { migrateDatabase } from '@/db/migrate.ts';
import { seedDemoDataOnce, seedFingerprint } from '@/db/seed-once.ts';

export interface RunningServer {
  app: App;
  /** What a person on this machine opens in a browser. */
  url: string;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Everything a start does, in order: open the database, migrate it, seed it in demo mode, build
 * the app and listen; a restart on data this very build has seeded skips the seed. `configure`
 * adds routes before listening (the two-instance test uses it).
 */
export async function startServer(
  config: Config,
  options: { configure?: (app: App) => void } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config.database, { keepReads: config.keepReads });
  let app: App | undefined;
  try {
    await migrateDatabase(database);
    if (config.demoMode) await seedDemoDataOnce(database.db, seedFingerprint());
    app = await buildApp(config, { database });
    options.configure?.(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  return {
    app: running,
    url: `http://localhost:${config.port}`,
    close: async () => {
      await running.close();
      await database.close();
    },
  };
}
