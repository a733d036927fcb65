// `npm run bench`: the performance figures of issue 8, each a ratio to a baseline built and measured
// in the same run on this machine, with its target and PASS/FAIL. Start (bench/start.mjs) comes
// first: its second `npm start` is the server the browser figures then measure.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { bundleFigure, serveFloorPage } from '../bench/bundle.mjs';
import { lighthouseFigures } from '../bench/lighthouse.mjs';
import { startFigures, stop } from '../bench/start.mjs';
import { root } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 18_700);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const figures = [];
const num = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));
const line = (f) => {
  const rule = f.rule ?? (f.better === 'lower' ? `≤ ${f.target}×` : `≥ ${f.target}×`);
  return (
    `  ${f.pass ? 'PASS' : 'FAIL'}  ${f.name.padEnd(34)} ${num(f.value)} ${f.unit} vs ${num(f.baseline)} ${f.unit}` +
    `  = ${f.ratio.toFixed(2)}×  (target ${rule})`
  );
};
/**
 * Records a figure: `value` against `baseline` as a ratio, passing when the ratio is within `target`
 * ('lower' or 'higher' is better). `rule` replaces the printed target where the target is absolute.
 * Printed at once too, so a long run shows its figures as it goes.
 */
const report = (name, value, baseline, target, unit, better = 'lower', { rule } = {}) => {
  const ratio = value / baseline;
  const pass = better === 'lower' ? ratio <= target : ratio >= target;
  const figure = { name, value, baseline, ratio, target, pass, unit, better, rule };
  figures.push(figure);
  console.log(line(figure));
};

const dataDir = mkdtempSync(join(tmpdir(), 'scf-bench-data-'));
let server;
try {
  server = await startFigures({ report, root, port: PORT, dataDir });
  const productUrl = `http://127.0.0.1:${PORT}`;
  const floor = await serveFloorPage(root);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      await bundleFigure({ report, browser, productUrl, floorUrl: floor.url });
    } finally {
      await browser.close();
    }
    await lighthouseFigures({
      report,
      baseUrl: productUrl,
      floorUrl: floor.url,
      chromeFlags: CHROMIUM_FLAGS,
    });
  } finally {
    floor.close();
  }
} finally {
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

// Throughput, scaling and sign-in (points 3 to 5) start their own servers on PostgreSQL.
const apiFigures = join(root, 'bench/api-figures.mjs');
let apiFailure;
if (existsSync(apiFigures)) {
  try {
    await (await import(pathToFileURL(apiFigures).href)).apiFigures({ report, root });
  } catch (error) {
    // The figures measured so far are still printed; the run fails.
    apiFailure = error;
    console.error('The API figures failed:', error);
  }
}

console.log('\nPerformance (ratio to a baseline measured in this run)');
for (const f of figures) console.log(line(f));
if (apiFailure) console.log('  FAIL  API figures (points 3 to 5) did not complete, see above');
process.exit(!apiFailure && figures.every((f) => f.pass) ? 0 : 1);
