// Small helpers shared by the project scripts; only Node built-ins, so they run before `npm install`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** A content hash of every file below the given paths, so builds are skipped when nothing changed. */
export function treeHash(paths, ignore = ['node_modules', 'dist', '.tsbuildinfo']) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p) || ignore.some((i) => p.endsWith(i))) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(join(p, name));
    } else {
      hash.update(relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const p of paths) visit(join(root, p));
  return hash.digest('hex');
}

export const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
