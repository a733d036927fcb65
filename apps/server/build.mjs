// Bundles the server into dist/server.mjs, and the PDF reader's thread beside it (a file of its own,
// which src/modules/member/invoice-pdf-text.ts finds next to itself in the source and in the build).
// The workspace package @scf/shared exports TypeScript source, which Node cannot run, so it is
// inlined; every real npm dependency stays external and is loaded from node_modules (also keeping one
// copy of zod, whose schemas are checked with instanceof).
//   node build.mjs     into dist/; scripts/hard bundles into folders of its own with buildServer().
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** Writes server.mjs and invoice-pdf-worker.mjs (with source maps unless told not to) into `outdir`. */
export async function buildServer({ outdir, sourcemap = true, logLevel = 'info' }) {
  const dependencies = [manifest('./package.json'), manifest('../../packages/shared/package.json')]
    .flatMap((pkg) => Object.keys(pkg.dependencies ?? {}))
    .filter((name) => !name.startsWith('@scf/'));
  await build({
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    entryPoints: {
      server: 'src/server.ts',
      'invoice-pdf-worker': 'src/modules/member/invoice-pdf-worker.mjs',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ outdir: 'dist' });
