import fp from 'fastify-plugin';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; repositories take it (or a transaction) as their first argument. */
    db: Db;
    config: Config;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  config: Config;
  /** Close the database with the app: true when the app opened it itself. */
  owned: boolean;
}

export default fp<DatabasePluginOptions>(
  async (app, { database, config, owned }) => {
    app.decorate('db', database.db);
    app.decorate('config', config);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
