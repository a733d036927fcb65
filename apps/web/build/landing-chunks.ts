import { createHash } from 'node:crypto';
import { isAbsolute } from 'node:path';

/**
 * Chunks for the screens people arrive at (docs/decisions.md, "Chunks by landing screen").
 *
 * Left to itself the bundler gives every set of lazily loaded screens that share a module a chunk of
 * its own: /index loaded 77 files and /product 93, most of them under 2 KiB, and a browser fetches
 * them six at a time over HTTP/1.1, a round trip each. Here a first build tells which modules each
 * landing screen loads after start-up; the real build then puts together the modules loaded by the
 * same landing screens, so that each screen loads a chunk per combination of screens its modules
 * are shared with, and no module it does not need. Screens that are not listed get these chunks
 * where they need their modules, and chunks of their own for the rest, as before.
 */

/** A chunk of the first build, as the bundler describes it. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Files of the chunks this one imports statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** A screen people arrive at, by the modules whose dynamic imports load it (layout, subsystem, screen). */
export interface LandingScreen {
  name: string;
  modules: readonly string[];
}

export interface LandingGroup {
  /** The chunk's name: a digest of its screens, stable from build to build. */
  name: string;
  /** The landing screens that load it. */
  screens: string[];
  modules: Set<string>;
}

export interface LandingChunks {
  /**
   * Modules of the start-up chunk besides the entry itself. They get a group of their own, ranked
   * above the landing groups; it takes in what they import, so the start-up chunk keeps them all
   * (the landing groups take only their own modules: vite.config.ts).
   */
  startup: Set<string>;
  /** Broadest first: a module shared by more screens is captured before the ones that import it. */
  groups: LandingGroup[];
}

/** Modules with a file behind them (not the bundler's or Vite's virtual helpers). */
const isFile = (id: string) => isAbsolute(id);

export function staticClosure<Chunk extends BuiltChunk>(
  starts: readonly Chunk[],
  byFile: ReadonlyMap<string, Chunk>,
): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  starts.forEach(visit);
  return seen;
}

export function landingChunks(
  chunks: readonly BuiltChunk[],
  screens: readonly LandingScreen[],
): LandingChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const startupChunks = staticClosure(entries, byFile);
  const startup = new Set(
    entries.flatMap((chunk) => chunk.moduleIds.filter((id) => isFile(id) && id !== chunk.facadeModuleId)),
  );

  const screensOf = new Map<string, string[]>();
  /** The landing screen whose own chunk (one its dynamic imports name) a module was in. */
  const ownChunkOf = new Map<string, string>();
  for (const screen of screens) {
    const starts = chunks.filter(
      (chunk) => chunk.facadeModuleId && screen.modules.includes(chunk.facadeModuleId),
    );
    const missing = screen.modules.filter((id) => !starts.some((chunk) => chunk.facadeModuleId === id));
    if (missing.length > 0) {
      throw new Error(`landing screen ${screen.name}: no chunk is loaded by ${missing.join(', ')}`);
    }
    for (const chunk of starts) for (const id of chunk.moduleIds) ownChunkOf.set(id, screen.name);
    for (const chunk of staticClosure(starts, byFile)) {
      if (startupChunks.has(chunk)) continue;
      // The module a dynamic import names stays in its own chunk, which keeps its place in the
      // manifest; what it was bundled with joins the groups.
      for (const id of chunk.moduleIds) {
        if (!isFile(id) || id === chunk.facadeModuleId) continue;
        const names = screensOf.get(id) ?? [];
        if (!names.includes(screen.name)) names.push(screen.name);
        screensOf.set(id, names);
      }
    }
  }

  const groups = new Map<string, LandingGroup>();
  for (const [id, names] of screensOf) {
    // Needed by that screen alone and bundled with it already: a group would only be a file more.
    if (names.length === 1 && ownChunkOf.get(id) === names[0]) continue;
    const sorted = [...names].sort();
    const key = sorted.join(' ');
    let group = groups.get(key);
    if (!group) {
      const digest = createHash('sha256').update(key).digest('hex').slice(0, 8);
      group = { name: `landing-${digest}`, screens: sorted, modules: new Set() };
      groups.set(key, group);
    }
    group.modules.add(id);
  }
  return {
    startup,
    groups: [...groups.values()].sort(
      (a, b) => b.screens.length - a.screens.length || a.name.localeCompare(b.name),
    ),
  };
}
