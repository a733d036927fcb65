// Server instances for the hard scripts: the server is bundled once per run by apps/server/build.mjs
// (never into apps/server/dist) into a temp folder under apps/server/node_modules, where the bundle
// finds the server's package root and dependencies; each instance is a child process on its own
// port, stopped (or killed) by the cleanup.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildServer } from '../../../apps/server/build.mjs';
import { root } from '../../lib.mjs';
import { onCleanup } from './cleanup.mjs';

const serverDir = join(root, 'apps/server');

/** Bundles the server (apps/server/build.mjs) into a folder the cleanup removes; its server.mjs. */
export async function bundleServer() {
  const parent = join(serverDir, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'scf-hard-'));
  onCleanup(`server bundle ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  await buildServer({ outdir: dir, sourcemap: false, logLevel: 'warning' });
  return join(dir, 'server.mjs');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One server instance. `start()` spawns it and waits until /health answers (any status: the
 * database may be down on purpose); `kill()` is kill -9; `stop()` a graceful SIGTERM.
 */
export function serverInstance({ bundle, name, port, env }) {
  let child = null;
  let exited = null;
  let expected = false;
  const failures = new Map();
  const output = [];
  const instance = {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? null;
    },
    get alive() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    /** The last lines the instance printed: shown when it fails to start. */
    output: () => output.join(''),
    /** Errors it logged since it was created, by message: [[message, count]]. */
    loggedErrors: () => [...failures],
    /** CPU seconds (user + system) the running process has used so far, from /proc (Linux). */
    cpuSeconds() {
      if (!instance.alive) return 0;
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return 0;
      }
    },
    async start({ timeoutMs = 120_000 } = {}) {
      child = spawn(process.execPath, [bundle], {
        cwd: root,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent',
          DEMO_MODE: 'true',
          NODE_ENV: 'development',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A session of its own, as a service manager starts each instance: with the kernel's
        // autogroup scheduling (Linux default) it then has a CPU share of its own instead of
        // sharing this script's with the load generator.
        detached: true,
      });
      const collect = (chunk) => {
        output.push(chunk.toString());
        if (output.length > 200) output.splice(0, output.length - 200);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      // The failures the instance logged (pino JSON, level error and above), counted by message.
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!line.startsWith('{')) return;
        try {
          const entry = JSON.parse(line);
          if (entry.level < 50) return;
          const message = `${entry.err?.type ?? ''} ${entry.err?.message ?? entry.msg}`.trim();
          failures.set(message, (failures.get(message) ?? 0) + 1);
        } catch {
          // not a log line
        }
      });
      expected = false;
      exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => {
          // A death nobody asked for is a finding: show what the instance said before it.
          if (!expected)
            console.error(
              `\n${name} exited by itself (${signal ?? code}):\n${instance.output().slice(-3_000)}`,
            );
          resolve({ code, signal });
        }),
      );
      const started = Date.now();
      let done = false;
      exited.then(() => (done = true));
      while (Date.now() - started < timeoutMs) {
        if (done) throw new Error(`${name} exited while starting:\n${instance.output()}`);
        try {
          const res = await fetch(`${instance.origin}/health`, { signal: AbortSignal.timeout(2_000) });
          await res.arrayBuffer();
          return Date.now() - started;
        } catch {
          await sleep(100);
        }
      }
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${instance.output()}`);
    },
    /** kill -9: no shutdown hook runs, requests in flight are cut. */
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      expected = true;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      expected = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  onCleanup(`server ${name}`, () => instance.kill());
  return instance;
}
