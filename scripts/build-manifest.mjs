// The built web app's Vite manifest, read by the checks `npm test` runs after the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The files the manifest's entries and the given modules load through their static imports, with the
 * stylesheets they link: what a page fetches before its first render.
 */
export function staticallyLoaded(manifest, keys = []) {
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of keys) visit(key);
  return { files, css };
}
