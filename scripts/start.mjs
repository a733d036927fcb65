// `npm start`: install what is missing, build what changed, then run the server, which migrates and
// seeds the database, serves API and web on one port and prints the URL and the demo accounts.
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, seconds, treeHash } from './lib.mjs';

const began = performance.now();

function installNeeded() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

/** The latest change below the given paths: files and folders (a deleted file changes its folder). */
function newestChange(paths, ignore = ['node_modules', 'dist']) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p) || ignore.some((i) => p.endsWith(i))) return;
    const stat = statSync(p);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(join(p, name));
  };
  for (const p of paths) visit(join(root, p));
  return newest;
}

/**
 * Whether the build in `out` is of the current inputs. Nothing changed since the stamp was written
 * is the quick answer (file times only); otherwise the content hash decides, so a checkout that
 * touched files without changing them does not rebuild.
 */
function upToDate(stamp, inputs) {
  if (!existsSync(stamp)) return false;
  if (newestChange(inputs) < statSync(stamp).mtimeMs) return true;
  if (readFileSync(stamp, 'utf8') !== treeHash(inputs)) return false;
  const now = new Date();
  utimesSync(stamp, now, now);
  return true;
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
  const inputs = [...b.inputs, 'package-lock.json'];
  if (upToDate(stamp, inputs)) continue;
  console.log(`Building the ${b.name}…`);
  // Hashed and dated before the build, so an edit made while it runs is seen by the next start.
  const hashedAt = new Date();
  const hash = treeHash(inputs);
  await step(`build of the ${b.name}`, run('npm', ['run', 'build', '-w', b.ws]));
  writeFileSync(stamp, hash);
  utimesSync(stamp, hashedAt, hashedAt);
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
