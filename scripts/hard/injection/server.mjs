// The server under scan: started from source on its own port, on a fresh embedded database in a
// temporary directory, or — when DATABASE_URL is set — on a database of its own created on that
// PostgreSQL server and dropped afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from '../../lib.mjs';

async function onServer(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url, child, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /health within ${seconds} s`);
}

/**
 * @param {{ port: number, databaseUrl?: string, log: string[] }} options
 *   log receives the server's own output (warnings and errors), printed when something fails
 */
export async function startScanServer({ port, databaseUrl, log }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    // The session proxy gives each scanner request its own address (see session-proxy.mjs).
    TRUST_PROXY: 'true',
    NODE_ENV: 'development',
  };
  // Unset: the built web app is served when it exists, else the API alone (wapiti crawls either).
  delete env.WEB_DIST;
  let dataDir;
  let dbName;
  let dbUrl;
  if (databaseUrl) {
    dbName = `scf_injection_${process.pid}`;
    await onServer(databaseUrl, `CREATE DATABASE ${dbName}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    env.DATABASE_URL = dbUrl;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'scf-injection-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  // tsx itself rather than npx, so that a SIGTERM reaches the server and it shuts down cleanly.
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/server.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => log.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  };
  try {
    await waitForHealth(url, child, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database: dbUrl ? `PostgreSQL database ${dbName}` : `embedded PGlite in ${dataDir}`, stop };
}
