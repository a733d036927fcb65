// Bundles the server into dist/server.mjs, and the PDF reader's thread beside it (a file of its own,
// which src/modules/member/invoice-pdf-text.ts finds next to itself in the source and in the build).
// The workspace package @scf/shared exports TypeScript source, which Node cannot run, so it is
// inlined; every real npm dependency stays external and is loaded from node_modules (also keeping one
// copy of zod, whose schemas are checked with instanceof).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const dependencies = [manifest('./package.json'), manifest('../../packages/shared/package.json')]
  .flatMap((pkg) => Object.keys(pkg.dependencies ?? {}))
  .filter((name) => !name.startsWith('@scf/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'invoice-pdf-worker': 'src/modules/member/invoice-pdf-worker.mjs',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
