import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, ERROR_CODES, SESSION_COOKIE } from '@scf/shared';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import { users } from '@/db/schema.ts';
import { serverRoot } from '@/paths.ts';
import { createTestDatabase, onPostgres } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

/**
 * Two real server processes on one PostgreSQL database, started together on an empty database:
 * they migrate under the advisory lock, seed without duplicates, and then accept each other's
 * sessions and CSRF tokens. PGlite cannot be shared between processes, hence PostgreSQL only.
 */

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const READY_TIMEOUT_MS = 60_000;
/** Every process started, so that afterAll stops them even when a start failed half-way. */
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts src/test/session-probe-server.ts; resolves with its base URL once it listens. */
function startInstance(port: number, databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, [tsxCli, 'src/test/session-probe-server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`port ${port}: not ready\n${output}`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('ready ')) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`port ${port}: exited with ${code}\n${output}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One browser: its cookie and the latest CSRF token, whichever instance answered. */
function browser() {
  let cookie = '';
  let token = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(base: string, method: string, path: string, body?: unknown, csrf = token) {
      const res = await fetch(base + path, {
        method,
        headers: {
          ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
          ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (set) cookie = set.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '';
      token = res.headers.get(CSRF_HEADER) ?? token;
      return {
        status: res.status,
        csrf: res.headers.get(CSRF_HEADER),
        body: (await res.json()) as {
          error_no: number;
          data: { value?: string; key1?: string; key2?: string };
        },
      };
    },
  };
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let a: string;
  let b: string;

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrate: false });
    if (testDb.location.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const url = testDb.location.url;
    [a, b] = await Promise.all([startInstance(await freePort(), url), startInstance(await freePort(), url)]);
  });
  afterAll(async () => {
    await Promise.all(children.map(stop));
    await testDb?.drop();
  });

  it('migrated and seeded the database once, although both started on it together', async () => {
    const [row] = await testDb.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('share sessions and CSRF tokens', async () => {
    const user = browser();
    const fromA = await user.call(a, 'GET', '/health');
    const fromB = await user.call(b, 'GET', '/health');
    expect(fromB.csrf).toBe(fromA.csrf);

    expect((await user.call(a, 'POST', '/test/session', { key: 'who', value: 'set on A' })).status).toBe(200);
    expect((await user.call(b, 'GET', '/test/session/who')).body.data.value).toBe('set on A');

    expect((await user.call(b, 'POST', '/test/session', { key: 'who', value: 'set on B' })).status).toBe(200);
    expect((await user.call(a, 'GET', '/test/session/who')).body.data.value).toBe('set on B');

    const forged = await user.call(b, 'POST', '/test/session', { key: 'who', value: 'x' }, 'not-the-token');
    expect(forged.status).toBe(403);
    expect(forged.body.error_no).toBe(ERROR_CODES.BAD_REQUEST_ENV);

    const before = user.cookie;
    expect((await user.call(a, 'POST', '/test/session/regenerate')).status).toBe(200);
    expect(user.cookie).not.toBe(before);
    expect((await user.call(b, 'GET', '/test/session/who')).body.data.value).toBe('set on B');
  });

  it('end a signed-in session on both at a sign-out on one, though each keeps the sessions it reads', async () => {
    const user = browser();
    await user.call(a, 'GET', '/health');
    const { key1, key2 } = (await user.call(a, 'POST', '/getSecurityKey')).body.data;
    const key = createPublicKey({ key: Buffer.from(key1!, 'base64'), format: 'der', type: 'spki' });
    const bank = DEMO_ACCOUNTS.find((account) => account.account === 'bank01')!;
    const password = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(bank.password),
    ).toString('base64');
    const login = await user.call(a, 'POST', '/api/user/login', {
      loginType: 'password',
      username: bank.account,
      password,
      keyId: key2,
      tenantId: 'T001',
    });
    expect(login.body.error_no, JSON.stringify(login.body)).toBe(0);
    const stats = () => user.call(b, 'POST', '/api/stats/finance_org_index_stats', {});
    expect((await stats()).body.error_no).toBe(0);
    const kept = await stats();
    expect(kept.body.error_no).toBe(0);
    const [cookie, csrf] = [user.cookie, kept.csrf ?? ''];
    expect((await user.call(a, 'GET', '/api/user/logout')).body.error_no).toBe(0);
    // The old cookie, as a copy of it would be sent: B hears its row go (a notice's delay later).
    const stale = async () => {
      const res = await fetch(`${b}/api/stats/finance_org_index_stats`, {
        method: 'POST',
        headers: {
          cookie: `${SESSION_COOKIE}=${cookie}`,
          [CSRF_HEADER]: csrf,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      return ((await res.json()) as { error_no: number }).error_no;
    };
    const until = Date.now() + 2_000;
    let code = await stale();
    while (code === 0 && Date.now() < until) code = await stale();
    expect(code).toBe(ERROR_CODES.SESSION_INVALID);
  });
});
