// `npm test`: everything CI runs, in order: types, lint, unit tests, API tests on PGlite and (when
// DATABASE_URL is set) on PostgreSQL, the fuzzing, access-matrix and abuse tests of issue 8 on
// PGlite, the production build and its size budget, and the browser flows in Chromium (the
// public-portal ones also against PostgreSQL when DATABASE_URL is set).
import { root, run, seconds } from './lib.mjs';

const began = performance.now();
const { DATABASE_URL, ...envWithoutDb } = process.env;

const steps = [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], envWithoutDb],
  DATABASE_URL
    ? [
        'API tests on PostgreSQL',
        'npx',
        ['vitest', 'run', '--project', 'server'],
        { ...process.env, DATABASE_URL },
      ]
    : null,
  // The cheap part of `npm run test:hard`: 20,000 fuzzed calls, the access matrix and the abuse cases.
  ['fuzzing, access matrix, abuse', 'npx', ['vitest', 'run', '--project', 'hard'], envWithoutDb],
  ['build', 'npm', ['run', 'build']],
  ['login route size budget', 'node', ['scripts/size-budget.mjs']],
  ['landing pages without zod', 'node', ['scripts/zod-free-pages.mjs']],
  ['browser flows', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], envWithoutDb],
  DATABASE_URL ? ['public portal flows on PostgreSQL', 'node', ['scripts/e2e-postgres.mjs']] : null,
].filter(Boolean);

if (!DATABASE_URL) console.log('DATABASE_URL is not set: the API tests run on PGlite only.');

const results = [];
for (const [label, cmd, args, env] of steps) {
  const t0 = performance.now();
  console.log(`\n▶ ${label}`);
  const code = await run(cmd, args, { cwd: root, env: env ?? process.env });
  results.push({ label, ok: code === 0, time: seconds(t0) });
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${seconds(t0)} s)`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.label.padEnd(26)} ${r.time} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Total ${seconds(began)} s`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
