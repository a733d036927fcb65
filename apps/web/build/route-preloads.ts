import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './landing-chunks';
import type { BuiltChunk } from './landing-chunks';

/**
 * The scripts and stylesheets each landing page loads after start-up, by path (docs/decisions.md,
 * "Landing pages' scripts in the Link header"). Start-up reaches a page's code a level at a time: the
 * entry runs and imports the layout and the subsystem, whose routes import the screen, whose data
 * prefetch is another chunk, and each import's stylesheets are fetched when it runs. The server sends
 * this list in the Link header of the page's navigation (apps/server/src/plugins/web.ts, which reads
 * it from this file), and the browser fetches all of it beside index.html's own.
 */

const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A chunk of the build, with the stylesheets Vite loads with it. */
export interface StyledChunk extends BuiltChunk {
  css: readonly string[];
}

/** A page people arrive at: its paths and the modules whose chunks it loads (dynamic imports' targets). */
export interface PreloadedPage {
  paths: readonly string[];
  modules: readonly string[];
}

/**
 * The stylesheets of `starts` and what they import, in the order Vite's preload helper adds them to
 * the page: a chunk's imports' before its own, so that a screen's rules come after (and win over)
 * those of the components it uses. The server links them in this order into a page whose first
 * screen it rendered (apps/server/src/plugins/first-screen.ts).
 */
function stylesheetsInLoadOrder(
  starts: readonly StyledChunk[],
  byFile: ReadonlyMap<string, StyledChunk>,
  startup: ReadonlySet<StyledChunk>,
): string[] {
  const seen = new Set<StyledChunk>();
  const order = new Set<string>();
  const visit = (chunk: StyledChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
    if (!startup.has(chunk)) for (const css of chunk.css) order.add(css);
  };
  starts.forEach(visit);
  return [...order];
}

/**
 * For each path, the URLs of its modules' chunks and of what those import statically, then of their
 * stylesheets in the order they apply, less what start-up loads (index.html lists that already). A module that is not a chunk
 * of its own is refused: the list would silently miss it.
 */
export function routePreloads(
  chunks: readonly StyledChunk[],
  pages: readonly PreloadedPage[],
  base = '/',
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
  );
  const startup = staticClosure(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
  );
  const byPath: Record<string, string[]> = {};
  for (const page of pages) {
    const starts = page.modules.map((id) => {
      const chunk = byFacade.get(id);
      if (!chunk) throw new Error(`route preloads: ${id} is not a chunk of its own`);
      return chunk;
    });
    const loaded = [...staticClosure(starts, byFile)].filter((chunk) => !startup.has(chunk));
    // Scripts first: the stylesheets are needed only once a script's import has run.
    const files = [
      ...loaded.map((chunk) => chunk.fileName),
      ...stylesheetsInLoadOrder(starts, byFile, startup),
    ];
    for (const path of page.paths) byPath[path] = files.map((file) => `${base}${file}`);
  }
  return byPath;
}

/** Writes the list beside the build's manifest, where the server reads it (and does not serve it). */
export function routePreloadsPlugin(pages: readonly PreloadedPage[]): Plugin {
  let base = '/';
  return {
    name: 'scf-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
        .map((chunk) => ({ ...chunk, css: [...(chunk.viteMetadata?.importedCss ?? [])] }));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloads(chunks, pages, base), null, 2)}\n`,
      });
    },
  };
}
