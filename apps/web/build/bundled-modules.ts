import { build } from 'vite';
import type { Plugin, Rolldown } from 'vite';

const ENTRY = 'virtual:entry';

/** The modules whose code a bundle of `source` keeps, React left out: what a build plugin changes. */
export async function bundledModules(source: string, plugins: Plugin[]): Promise<string[]> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      rolldownOptions: {
        input: ENTRY,
        external: [/^react(-dom)?($|\/)/],
        // Kept as a library's: an app's entry exports nothing, and all of it would be shaken off.
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((item) =>
    item.type === 'chunk'
      ? Object.entries(item.modules).flatMap(([id, { renderedLength }]) => (renderedLength ? [id] : []))
      : [],
  );
}
