// A small filesystem that can be filled to the last byte: a tmpfs mounted for the run (root only),
// owned by the postgres user so a tablespace can live on it, and a filler file that takes every
// free byte and gives them back on demand.
import { execFile } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.mjs';

const exec = promisify(execFile);

export const canMount = () => process.getuid?.() === 0;

/** Mounts a tmpfs of `megabytes` at `dir`; unmounted (lazily, after whoever holds it) at cleanup. */
export async function mountTmpfs(dir, megabytes, owner) {
  mkdirSync(dir, { recursive: true });
  const options = [`size=${megabytes}m`, 'mode=0700'];
  if (owner) options.push(`uid=${owner.uid}`, `gid=${owner.gid}`);
  await exec('mount', ['-t', 'tmpfs', '-o', options.join(','), 'scf-hard-tmpfs', dir]);
  const unmount = onCleanup(`tmpfs ${dir}`, () => exec('umount', ['-l', dir]).catch(() => {}));
  return { dir, unmount };
}

/** Fills the filesystem of `dir` with one file until the last block; `free()` removes it. */
export function fillUp(dir) {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 13, 512]) {
      const chunk = Buffer.alloc(size, 0x5a);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (error) {
          if (error.code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  const { bavail, bsize } = statfsSync(dir);
  return { written, left: bavail * bsize, free: () => rmSync(path, { force: true }) };
}
