// `npm start`: install what is missing, build what changed, then run the server, which migrates and
// seeds the database, serves API and web on one port and prints the URL and the demo accounts.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, seconds, treeHash } from './lib.mjs';

const began = performance.now();

function installNeeded() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

async function step(label, code) {
  if ((await code) !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(1);
  }
}

if (installNeeded()) {
  console.log('Installing dependencies (npm ci)…');
  await step('npm ci', run('npm', ['ci', '--no-audit', '--no-fund']));
}

const builds = [
  { name: 'web app', ws: '@scf/web', out: 'apps/web/dist', inputs: ['apps/web', 'packages/shared/src'] },
  {
    name: 'server',
    ws: '@scf/server',
    out: 'apps/server/dist',
    inputs: ['apps/server', 'packages/shared/src'],
  },
];
for (const b of builds) {
  const stamp = join(root, b.out, '.build-hash');
  const hash = treeHash([...b.inputs, 'package-lock.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`Building the ${b.name}…`);
  await step(`build of the ${b.name}`, run('npm', ['run', 'build', '-w', b.ws]));
  writeFileSync(stamp, hash);
}

console.log(`Prepared in ${seconds(began)} s; starting the server…`);
const server = await import('node:child_process').then(({ spawn }) =>
  spawn(process.execPath, [join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SCF_LAUNCHED_AT: String(Date.now() - Math.round(performance.now() - began)) },
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
