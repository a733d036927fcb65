// `npm test` checks after the build that the pages visitors land on load no zod: the sign-in and
// every public page, the ones the build preloads by path (docs/decisions.md, "The start-up and the
// sign-in screen load without zod"). zod's core is about 25 KiB gzip and builds its classes as it
// loads; there these pages type their replies rather than parse them, and fetch a form's schemas
// when a field is first checked. It builds nothing: it reads the built app's manifest (the entry's
// static imports) and the landing files each path preloads (.vite/route-preloads.json), and looks
// in them for zod's core.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, staticallyLoaded } from './build-manifest.mjs';
import { root } from './lib.mjs';

// The name zod's core gives its base schema class, which no minifier renames (it is a string).
const ZOD_CORE = '$ZodType';
const dist = process.argv[2] ?? join(root, 'apps/web/dist');
const manifest = readManifest(dist);
const preloads = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8'));

const { files: startup } = staticallyLoaded(manifest);

// Each file read once: every page shares the start-up files and many of the landing ones.
const zodIn = new Map();
const withZod = (file) => {
  if (!zodIn.has(file)) zodIn.set(file, readFileSync(join(dist, file), 'utf8').includes(ZOD_CORE));
  return zodIn.get(file);
};
let failed = false;
const pages = Object.entries(preloads);
if (pages.length === 0) throw new Error('the build preloads no page');
for (const [page, landing] of pages) {
  const files = [...startup, ...landing.map((url) => url.replace(/^\//, ''))].filter((file) =>
    file.endsWith('.js'),
  );
  const offenders = files.filter(withZod);
  if (offenders.length > 0) {
    failed = true;
    console.error(`✖ ${page} loads zod: ${offenders.join(', ')}`);
  } else {
    console.log(`✔ ${page} loads no zod (${files.length} JavaScript files)`);
  }
}
if (failed) process.exit(1);
