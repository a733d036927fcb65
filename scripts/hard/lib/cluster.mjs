// A throwaway PostgreSQL cluster of the hard scripts' own, made with the binaries of Debian's
// postgresql package (/usr/lib/postgresql/<version>/bin, or PG_BIN): the machine's server on 5432
// is shared with other tests and is never restarted. As root the cluster runs as the postgres user
// (initdb refuses root), in a temp dir it owns; it is stopped and removed by the cleanup.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { onCleanup } from './cleanup.mjs';

const exec = promisify(execFile);

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL binaries in ${base} (set PG_BIN)`);
  return join(base, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Looks up the postgres user's ids from /etc/passwd, for chown. */
async function postgresIds() {
  const { stdout } = await exec('id', ['-u', 'postgres']);
  const { stdout: gid } = await exec('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
}

/**
 * Starts a cluster on 127.0.0.1:`port` with trust authentication for the postgres user. Returns
 * its URL builder, an admin query helper, restart and stop.
 */
export async function startCluster({ port, settings = {} }) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'scf-hard-pg-'));
  const data = join(dir, 'data');
  const ids = asRoot ? await postgresIds() : null;
  if (ids) chownSync(dir, ids.uid, ids.gid);
  chmodSync(dir, 0o700);
  const removeDir = onCleanup(`cluster dir ${dir}`, () => rmSync(dir, { recursive: true, force: true }));

  const sh = (cmd, args, options = {}) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], options)
      : exec(join(bin, cmd), args, options);

  await sh('initdb', ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '-D', data]);
  const options = Object.entries({
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: 200,
    ...settings,
  })
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const log = join(dir, 'server.log');
  const ctl = (action, extra = []) =>
    sh('pg_ctl', [action, '-D', data, '-w', '-t', '60', '-l', log, '-o', options, ...extra]).catch(
      (error) => {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
        throw new Error(`pg_ctl ${action} on port ${port} failed: ${error.message}\n${tail}`);
      },
    );

  await ctl('start');
  let running = true;
  const stop = onCleanup(`PostgreSQL cluster on port ${port}`, async () => {
    if (running) await sh('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
    running = false;
  });

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (database, text, values) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };

  return {
    dir,
    url,
    query,
    /** The user the server runs as (null: this user), who must own a tablespace's directory. */
    owner: ids,
    chownToPostgres: (path) => ids && chownSync(path, ids.uid, ids.gid),
    async createDatabase(name) {
      await query('postgres', `CREATE DATABASE ${name}`);
      return url(name);
    },
    /** Stops the server (fast: clients are disconnected) and starts it again on the same port. */
    async stopServer(mode = 'fast') {
      await sh('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '60']);
      running = false;
    },
    async startServer() {
      await ctl('start');
      running = true;
    },
    async close() {
      await stop();
      await removeDir();
    },
  };
}
