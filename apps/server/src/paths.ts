import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root, found by walking up from this module: the same code runs from
 * `src/paths.ts` (tsx, Vitest) and from the bundle `dist/server.mjs`, which sit at different depths.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@scf/server'
    ) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`@scf/server package root not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = join(serverRoot, '..', '..');
export const migrationsFolder = join(serverRoot, 'drizzle');

/** The product version is the root package's, the one the README and the release use. */
export const appVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;
