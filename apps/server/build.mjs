// Bundles the server into dist/server.mjs. The workspace package @scf/shared exports TypeScript
// source, which Node cannot run, so it is inlined; every real npm dependency stays external and is
// loaded from node_modules (also keeping one copy of zod, whose schemas are checked with instanceof).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const dependencies = [manifest('./package.json'), manifest('../../packages/shared/package.json')]
  .flatMap((pkg) => Object.keys(pkg.dependencies ?? {}))
  .filter((name) => !name.startsWith('@scf/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
