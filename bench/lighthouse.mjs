// Issue 8, point 2: Lighthouse on the public pages, mobile and desktop presets, against the built
// app served by the built server. Each page's median run (of `RUNS`) is a figure against its target
// score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const LIGHTHOUSE_PAGES = ['/login', '/index', '/product'];
// Lighthouse's guide to its variability: a single run's score moves with the machine, and the median
// of several halves that (five runs); three keep the bench's time in bounds.
const RUNS = Math.max(1, Math.trunc(Number(process.env.LIGHTHOUSE_RUNS)) || 3);
const PRESETS = [
  { name: 'mobile', config: undefined, performance: 0.85 },
  { name: 'desktop', config: desktopConfig, performance: 0.97 },
];

/** One line per audit that did not pass, with the elements it names: what to fix. */
function failedAudits(lhr) {
  const lines = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const nodes = (audit.details?.items ?? [])
        .filter((item) => item.node)
        .slice(0, 3)
        .map((item) => `${item.node.selector} ${item.node.explanation ?? ''}`.replace(/\s+/g, ' '));
      lines.push(`${audit.id} ${audit.score} ${audit.displayValue ?? ''} ${nodes.join(' | ')}`.trim());
    }
  }
  return lines;
}

/**
 * One Lighthouse run, repeated up to twice when Lighthouse itself failed to record the page load
 * (a runtime error such as NO_NAVSTART, seen once in a while on this machine): that is no score of
 * the page, and counting it as 0 would fail the figure for the tool's sake.
 */
async function audit(url, port, categories, config) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (!result.lhr.runtimeError) return result;
    console.log(`  info  Lighthouse could not record ${url} (${result.lhr.runtimeError.code}); again`);
  }
  return result;
}

/**
 * Of a page's runs, the one Lighthouse's guide takes as its figure (`computeMedianRun`: nearest the
 * median first paint and time to interactive, rather than the median score, which a single outlier
 * metric can move). A run Lighthouse could not record, or without those two metrics (the function
 * throws on one), is left out; with none left, the last is used.
 */
function medianRun(results) {
  const recorded = results.filter(
    (lhr) =>
      !lhr.runtimeError &&
      Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) &&
      Number.isFinite(lhr.audits.interactive?.numericValue),
  );
  return recorded.length > 0 ? computeMedianRun(recorded) : results.at(-1);
}

const perfScore = (lhr) => lhr.categories.performance?.score ?? 0;

/**
 * Runs every page under both presets in one Chromium, `RUNS` times in rounds (each round visits the
 * floor page and every page once, so that the machine's drift falls on all of them), and reports
 * performance and accessibility of each page's median run. `chromeFlags` are the same headless flags
 * the browser tests use.
 */
export async function lighthouseFigures({
  report,
  baseUrl,
  floorUrl,
  chromeFlags,
  categories = ['performance', 'accessibility'],
  presets = PRESETS,
}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const failed = [];
  const floorScores = [];
  try {
    for (const preset of presets) {
      // The floor page (an antd login form alone) under the same preset, as the scores' context.
      const floor = { label: 'floor', url: `${floorUrl}/login`, categories: ['performance'], floor: true };
      const targets = [
        ...(floorUrl ? [floor] : []),
        ...LIGHTHOUSE_PAGES.map((page) => ({ label: page, url: `${baseUrl}${page}`, categories })),
      ].map((target) => ({ ...target, results: [] }));
      for (let round = 0; round < RUNS; round++) {
        for (const target of targets) {
          const { lhr } = await audit(target.url, chrome.port, target.categories, preset.config);
          target.results.push(lhr);
        }
      }
      for (const { label: page, results, floor: isFloor } of targets) {
        const lhr = medianRun(results);
        const label = `${page} ${preset.name}`;
        console.log(
          `  info  Lighthouse perf ${label}: runs ${results.map(perfScore).join(', ')}; median run ${perfScore(lhr)}`,
        );
        if (isFloor) {
          floorScores.push(`${preset.name} ${perfScore(lhr)}`);
          continue;
        }
        if (lhr.runtimeError) failed.push(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const { performance, accessibility } = lhr.categories;
        // A page Lighthouse could not measure has a null score: it counts as 0.
        if (performance) {
          report(`Lighthouse perf ${label}`, perfScore(lhr), preset.performance, 1, 'score', 'higher');
        }
        if (accessibility) {
          report(`Lighthouse a11y ${label}`, accessibility.score ?? 0, 1, 1, 'score', 'higher');
        }
        failed.push(...failedAudits(lhr).map((line) => `${label}: ${line}`));
      }
    }
  } finally {
    await chrome.kill();
  }
  if (failed.length > 0) console.log(`Lighthouse audits below 0.9:\n  ${failed.join('\n  ')}`);
  if (floorScores.length > 0) console.log(`Lighthouse perf of the floor page: ${floorScores.join(', ')}`);
}
