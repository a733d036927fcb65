// `npm run bench`: performance figures, each as a ratio to a baseline built and measured in the same
// run on this machine, with its target and PASS/FAIL. Later work adds figures here.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { root, run } from './lib.mjs';

// The baseline is built with the web app's own Vite and React plugin, resolved from its workspace.
const fromWeb = createRequire(join(root, 'apps/web/package.json'));
const importFromWeb = async (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
const { build } = await importFromWeb('vite');
const { default: react } = await importFromWeb('@vitejs/plugin-react');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const figures = [];
const report = (name, value, baseline, target, unit, better = 'lower') => {
  const ratio = value / baseline;
  const pass = better === 'lower' ? ratio <= target : ratio >= target;
  figures.push({ name, value, baseline, ratio, target, pass, unit, better });
};

/** Sum of the gzip sizes of every script a page loads until the network is idle. */
async function scriptBytes(browser, url) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(bodies)).reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  await page.close();
  return total;
}

/** A static server for a built folder with an SPA fallback. */
function serveStatic(dir) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let file = join(dir, path);
    let body;
    try {
      body = readFileSync(file);
    } catch {
      file = join(dir, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startProductServer(port, dataDir) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const rps = async (url) =>
  (await autocannon({ url, connections: 10, duration: 5, pipelining: 1 })).requests.average;

// --- build -----------------------------------------------------------------------------------------
if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
const baselineOut = mkdtempSync(join(tmpdir(), 'scf-bench-baseline-'));
await build({
  root: join(root, 'bench/baseline'),
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: baselineOut, emptyOutDir: true },
});

const dataDir = mkdtempSync(join(tmpdir(), 'scf-bench-data-'));
const port = 18_280;
const product = startProductServer(port, dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  await waitFor(`http://127.0.0.1:${port}/health`);

  // 1. Bundle of the login route against the antd-login-form floor.
  const baselineServer = await serveStatic(baselineOut);
  const floor = await scriptBytes(browser, `http://127.0.0.1:${baselineServer.address().port}/login`);
  baselineServer.close();
  const ours = await scriptBytes(browser, `http://127.0.0.1:${port}/login`);
  report('login route JS (gzip)', ours / 1024, floor / 1024, 1.2, 'KiB', 'lower');

  // 2. GET /health against a bare Fastify route, both measured now on this machine.
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareRps = await rps(`http://127.0.0.1:${bare.server.address().port}/bare`);
  await bare.close();
  const healthRps = await rps(`http://127.0.0.1:${port}/health`);
  report('GET /health throughput', healthRps, bareRps, 0.5, 'req/s', 'higher');
} finally {
  await browser.close();
  product.kill('SIGTERM');
  rmSync(baselineOut, { recursive: true, force: true });
}
await new Promise((r) => product.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

console.log('\nPerformance (ratio to a baseline measured in this run)');
for (const f of figures) {
  const rule = f.better === 'lower' ? `≤ ${f.target}×` : `≥ ${f.target}×`;
  console.log(
    `  ${f.pass ? 'PASS' : 'FAIL'}  ${f.name.padEnd(26)} ${f.value.toFixed(1)} ${f.unit} vs ${f.baseline.toFixed(1)} ${f.unit}` +
      `  = ${f.ratio.toFixed(2)}×  (target ${rule})`,
  );
}
process.exit(figures.every((f) => f.pass) ? 0 : 1);
