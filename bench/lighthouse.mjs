// Issue 8, point 2: Lighthouse on the public pages, mobile and desktop presets, against the built
// app served by the built server. Each score is a figure against its target score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const LIGHTHOUSE_PAGES = ['/login', '/index', '/product'];
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
 * Runs every page under both presets in one Chromium and reports performance and accessibility.
 * `chromeFlags` are the same headless flags the browser tests use.
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
      // The floor page (an antd login form alone) under the same preset, as the score's context.
      if (floorUrl) {
        const { lhr } = await audit(`${floorUrl}/login`, chrome.port, ['performance'], preset.config);
        const score = lhr.categories.performance?.score ?? 0;
        floorScores.push(`${preset.name} ${score}`);
        console.log(`  info  Lighthouse perf of the floor page, ${preset.name}: ${score}`);
      }
      for (const page of LIGHTHOUSE_PAGES) {
        const { lhr } = await audit(`${baseUrl}${page}`, chrome.port, categories, preset.config);
        const label = `${page} ${preset.name}`;
        if (lhr.runtimeError) failed.push(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const { performance, accessibility } = lhr.categories;
        // A page Lighthouse could not measure has a null score: it counts as 0.
        if (performance) {
          report(
            `Lighthouse perf ${label}`,
            performance.score ?? 0,
            preset.performance,
            1,
            'score',
            'higher',
          );
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
