// Issue 8, point 1: the gzip size of the JavaScript the login route loads, against a page built in
// the same run with the same React, antd and router versions that renders only an antd login form.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUNDLE_TARGET = 1.2;

/**
 * Sum of the gzip sizes of every script a page loads until the network is idle. By content type:
 * modules fetched through <link rel="modulepreload"> are not of resource type 'script'.
 */
async function scriptBytes(browser, url) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (/javascript/.test(res.headers()['content-type'] ?? '')) {
      bodies.push(res.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(bodies)).reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  await page.close();
  return total;
}

/**
 * A static server for a built folder with an SPA fallback, gzip-encoded as the product's server
 * sends its precompressed files, so that Lighthouse compares like with like.
 */
function serveStatic(dir) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    let file = join(dir, new URL(req.url, 'http://x').pathname);
    let body;
    try {
      body = readFileSync(file);
    } catch {
      file = join(dir, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
    });
    res.end(gzipSync(body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds bench/baseline with the web app's own Vite and React plugin, resolved from its workspace. */
async function buildBaseline(root, outDir) {
  const fromWeb = createRequire(join(root, 'apps/web/package.json'));
  const importFromWeb = async (name) => import(pathToFileURL(fromWeb.resolve(name)).href);
  const { build } = await importFromWeb('vite');
  const { default: react } = await importFromWeb('@vitejs/plugin-react');
  await build({
    root: join(root, 'bench/baseline'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  });
}

/**
 * Builds the floor page and serves it until `close()`: the bundle figure and Lighthouse both measure
 * it in the same run as the product.
 */
export async function serveFloorPage(root) {
  const outDir = mkdtempSync(join(tmpdir(), 'scf-bench-baseline-'));
  await buildBaseline(root, outDir);
  const server = await serveStatic(outDir);
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function bundleFigure({ report, browser, productUrl, floorUrl }) {
  const floor = await scriptBytes(browser, `${floorUrl}/login`);
  const ours = await scriptBytes(browser, `${productUrl}/login`);
  report('login route JS (gzip)', ours / 1024, floor / 1024, LOGIN_BUNDLE_TARGET, 'KiB', 'lower');
  // scripts/size-budget.mjs holds this floor so that `npm test` needs no second build.
  console.log(`Login form floor: ${floor} bytes gzip (bench/login-floor.json keeps it for npm test)`);
}
