import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { CSRF_HEADER, SESSION_COOKIE } from '@scf/shared';
import { buildApp } from '@/app.ts';
import type { App, BuildOptions } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { Config, DatabaseLocation } from '@/config.ts';
import { openDatabase, pgliteDatabase } from '@/db/client.ts';
import type { Database } from '@/db/client.ts';
import { migrateDatabase } from '@/db/migrate.ts';
import { seedDemoData } from '@/db/seed.ts';
import { migrationsFolder, repoRoot } from '@/paths.ts';

/**
 * Test helpers. Each test file gets a fresh, migrated database: in-memory PGlite, or, when
 * DATABASE_URL is set (the test runner's own environment, read only here), a new database
 * `scf_t_<random>` on that PostgreSQL server, dropped afterwards, so files can run in parallel.
 */

const serverUrl = process.env.DATABASE_URL || undefined;

/** True when the tests run against a PostgreSQL server (DATABASE_URL set). */
export const onPostgres = serverUrl !== undefined;

export interface TestDatabase {
  database: Database;
  location: DatabaseLocation;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

async function onAdminConnection<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty PGlite data directory as a gzipped tarball. Creating a PGlite database runs
 * initdb (seconds); loading this dump takes about one. It is cached under node_modules/.cache,
 * keyed by the migrations and the PGlite version, and written atomically so parallel workers that
 * both build it on a first run do not read half a file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteManifest = join(dirname(pgliteEntry), '..', 'package.json');
  const hash = createHash('sha256').update(await readFile(pgliteManifest));
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(await readFile(join(migrationsFolder, file)));
    }
  }
  const cacheDir = join(repoRoot, 'node_modules', '.cache', 'scf-server-tests');
  const cached = join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  try {
    return new Blob([await readFile(cached)]);
  } catch {
    const client = await PGlite.create();
    const database = pgliteDatabase(client);
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    await mkdir(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, cached);
    return dump;
  }
}

/** A fresh database, migrated unless `migrate` is false (to test what a first start does). */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (serverUrl === undefined && !migrate) {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    return { database, location: { kind: 'pglite', dir: null }, drop: () => database.close() };
  }
  if (serverUrl === undefined) {
    const database = pgliteDatabase(await PGlite.create({ loadDataDir: await pgliteTemplate() }));
    return { database, location: { kind: 'pglite', dir: null }, drop: () => database.close() };
  }
  const name = `scf_t_${randomBytes(6).toString('hex')}`;
  await onAdminConnection((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const location: DatabaseLocation = { kind: 'postgres', url: url.toString() };
  const database = await openDatabase(location);
  if (migrate) await migrateDatabase(database);
  return {
    database,
    location,
    drop: async () => {
      await database.close();
      await onAdminConnection((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A configuration as the server would load it from `env`, for tests: quiet and without a web app
 * unless `env` says otherwise; `overrides` on top.
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'scf-test-no-web-app'),
    ...env,
  });
  return { ...base, ...overrides };
}

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** Closes the app, and the database when this helper created it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables, parsed by loadConfig like the server's own. */
  env?: Record<string, string>;
  config?: Partial<Config>;
  /** Share a database with another app instance; its owner closes it. */
  database?: TestDatabase;
  /** Seed the demo tenants and accounts (off by default: hashing six passwords takes a moment). */
  seed?: boolean;
  logger?: BuildOptions['logger'];
}

/**
 * An app on a fresh database (or on `database`), not yet ready: a test may still add routes,
 * then `inject` (which readies it).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.database ?? (await createTestDatabase());
  if (options.seed) await seedDemoData(testDb.database.db);
  const config = testConfig({ database: testDb.location, ...options.config }, options.env);
  const app = await buildApp(config, {
    database: testDb.database,
    logger: options.logger ?? false,
    overdueJob: false,
  });
  return {
    app,
    config,
    database: testDb.database,
    close: async () => {
      await app.close();
      if (!options.database) await testDb.drop();
    },
  };
}

/**
 * A browser stand-in for `inject`: keeps the session cookie and the latest CSRF token from the
 * replies and sends both back, as the web app does.
 */
export function testClient(app: App) {
  // Every cookie the server sets is kept and sent back, as a browser does (the session id and the
  // no-row mark of plugins/session.ts); a cleared one is dropped.
  const jar = new Map<string, string>();
  const state: { csrf: string | undefined } = { csrf: undefined };

  async function request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (state.csrf) headers[CSRF_HEADER] = state.csrf;
    const response = await app.inject({ ...options, headers: { ...headers, ...options.headers } });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      const cleared = cookie.value === '' || (cookie.expires !== undefined && cookie.expires <= new Date());
      if (cleared) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    const token = response.headers[CSRF_HEADER];
    if (typeof token === 'string') state.csrf = token;
    return response;
  }

  return {
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      request({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    get cookie() {
      return jar.get(SESSION_COOKIE);
    },
    get csrf() {
      return state.csrf;
    },
  };
}
