// Issue 8, point 6: how long `npm start` takes to serve. The first start on an empty data directory
// builds what changed, migrates and seeds; the second, on the same directory, must serve in ≤ 5 s.
// The baseline is a bare Fastify server's start, spawned the same way in the same run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const SECOND_START_LIMIT_S = 5;
const BARE_SERVER = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/health', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Asks `check` every 50 ms for up to `ms`; whether it answered true in time. */
async function pollUntil(check, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function waitForHealth(url, child, ms) {
  let exited = false;
  child.once('exit', () => (exited = true));
  const healthy = () =>
    fetch(url).then(
      (res) => res.ok,
      () => false,
    );
  if ((await pollUntil(async () => exited || (await healthy()), ms)) && !exited) return;
  throw new Error(`${url} did not answer${exited ? ': the process exited' : ''}`);
}

/**
 * Waits until nothing answers on the port. npm exits on SIGTERM before the server it started has
 * closed its socket, and a start timed meanwhile would be answered by the old server at once.
 */
async function waitForPortFree(port, ms = 30_000) {
  const refused = () =>
    fetch(`http://127.0.0.1:${port}/health`).then(
      () => false,
      () => true,
    );
  if (await pollUntil(refused, ms)) return;
  throw new Error(`port ${port} still answers after the server was stopped`);
}

/** Spawns a command, resolves with the seconds until /health answers and the still running child. */
async function timeStart(cmd, args, { cwd, env, port, timeoutMs = 300_000, output = 'ignore' }) {
  const began = performance.now();
  // Its own process group, so stopping it also stops what npm and scripts/start.mjs spawned.
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', output, 'inherit'], detached: true });
  await waitForHealth(`http://127.0.0.1:${port}/health`, child, timeoutMs);
  return { seconds: (performance.now() - began) / 1000, child };
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/**
 * Times two `npm start` runs on `dataDir` and a bare Fastify start. Leaves the second server running
 * and returns it, so the browser figures measure the very server `npm start` serves.
 */
export async function startFigures({ report, root, port, dataDir }) {
  // Fastify resolves from the server's workspace, as the product's own does.
  const bare = await timeStart(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    port,
  });
  await stop(bare.child);
  await waitForPortFree(port);

  const env = {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
  };
  const npmStart = () => timeStart('npm', ['start', '--silent'], { cwd: root, env, port, output: 'inherit' });
  const first = await npmStart();
  await stop(first.child);
  await waitForPortFree(port);
  const second = await npmStart();

  console.log(`\nFirst npm start (empty data directory): serving after ${first.seconds.toFixed(1)} s`);
  // The target is absolute; the bare start shows how much of it the machine itself takes.
  report(
    'second npm start',
    second.seconds,
    bare.seconds,
    SECOND_START_LIMIT_S / bare.seconds,
    's',
    'lower',
    {
      rule: `≤ ${SECOND_START_LIMIT_S} s`,
    },
  );
  return second.child;
}
