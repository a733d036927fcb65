// `npm run test:hard` (issue 8): the long proofs, in order: property-based requests against every
// endpoint, the access matrix and the abuse cases (the `hard` Vitest project: *.hard.test.ts), then
// injection scanners, load with reconciliation and fault injection against real server instances
// (scripts/hard/*.mjs). Each step prints its figures; the summary says which passed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, seconds } from './lib.mjs';

const began = performance.now();
const script = (name) => join(root, 'scripts/hard', `${name}.mjs`);
const steps = [
  ['fuzzing, access matrix, abuse', 'npx', ['vitest', 'run', '--project', 'hard']],
  ['injection scanners', 'node', [script('injection')]],
  ['load with reconciliation', 'node', [script('load')]],
  ['faults', 'node', [script('faults')]],
];

const results = [];
for (const [label, cmd, args] of steps) {
  const missing = cmd === 'node' && !existsSync(args[0]);
  const t0 = performance.now();
  console.log(`\n▶ ${label}`);
  const code = missing ? 1 : await run(cmd, args, { cwd: root });
  if (missing) console.log(`  ${args[0]} does not exist`);
  results.push({ label, ok: code === 0, time: seconds(t0) });
  console.log(`${code === 0 ? '✔' : '✖'} ${label} (${seconds(t0)} s)`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.label.padEnd(32)} ${r.time} s`);
console.log(`Total ${seconds(began)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
