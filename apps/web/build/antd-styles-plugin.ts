import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { familyOf, prefixesUsedBy, splitAntdCss } from './antd-styles';

const SHEET = 'antd/dist/antd.css';
const RESET = 'antd/dist/reset.css';
/** A module of antd's ES build. */
export const antdModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
/**
 * A module of ours that renders antd's classes itself (components/light-pagination renders antd's
 * pagination parts): it imports their rules as antd's modules do.
 */
const ownModule = /[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/;

interface Sheets {
  reset: string;
  /** What `import 'antd/dist/antd.css'` gets: the base in the build, the whole sheet in dev. */
  sheet: string;
  /** The file of each prefix family's rules (the build's alone). */
  families: Map<string, string>;
  prefixes: string[];
}

const written = new Map<string, Sheets>();

/**
 * Writes antd's sheets under `dir`, once per process and mode: the build's first pass
 * (vite.config.ts) and the real one share them. Only the build splits the sheet; dev, which keeps it
 * whole, skips reading antd's modules and parsing the sheet.
 */
function sheetsIn(root: string, dir: string, split: boolean): Sheets {
  const key = `${dir}:${split}`;
  const done = written.get(key);
  if (done) return done;
  const sheets = writeSheets(root, dir, split);
  written.set(key, sheets);
  return sheets;
}

/**
 * The families whose rules every page loads: the app's feedback wrapper carries antd's `ant-app`
 * class itself (app/feedback/feedback-provider.tsx), without antd's App, whose module would bring them.
 */
const IN_BASE = ['app'];

function writeSheets(root: string, dir: string, split: boolean): Sheets {
  const require = createRequire(join(root, 'package.json'));
  const css = readFileSync(require.resolve(SHEET), 'utf8');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, layer: string, rules: string, prelude = '') => {
    const file = join(dir, `${name}.css`);
    writeFileSync(file, `${prelude}@layer ${layer}{${rules}}`);
    return file;
  };
  // The reset loads first and names the order: the reset, then the components.
  const reset = write(
    'antd-reset',
    'antd-reset',
    readFileSync(require.resolve(RESET), 'utf8'),
    '@layer antd-reset,antd;',
  );
  if (!split) return { reset, sheet: write('antd-all', 'antd', css), families: new Map(), prefixes: [] };
  const es = join(dirname(require.resolve('antd/package.json')), 'es');
  const modules = readdirSync(es, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const prefixes = [
    ...new Set(modules.flatMap((file) => prefixesUsedBy(readFileSync(join(es, file), 'utf8')))),
  ];
  const { base, byPrefix } = splitAntdCss(css, prefixes, IN_BASE);
  const families = new Map(
    [...byPrefix].map(([family, rules]) => [family, write(`antd-${family}`, 'antd', rules)]),
  );
  return { reset, sheet: write('antd-base', 'antd', base), families, prefixes };
}

/**
 * antd's styles by component (build/antd-styles.ts): in the build `import 'antd/dist/antd.css'` gets
 * the base alone, and every module of antd (or of ours) that names a prefix imports its rules, so a
 * component's rules load with the chunk its code is in. `vite` (dev) keeps the whole sheet: it serves
 * antd prebundled, where no plugin sees its modules.
 *
 * A chunk's sheet can now arrive after one of ours that overrides the same component with a selector
 * as specific as antd's, which would then lose. So antd's rules are in cascade layers (the reset's,
 * then the components'), in dev as in the build, and our own, outside any layer, come before them
 * whatever the order of the files.
 */
export function antdStyles(): Plugin {
  let sheets: Sheets | undefined;
  let dir = '';
  return {
    name: 'scf-antd-styles',
    enforce: 'pre',
    configResolved(config) {
      dir = join(config.cacheDir, 'antd-styles');
      sheets = sheetsIn(config.root, dir, config.command === 'build');
    },
    resolveId(source) {
      if (!sheets) return null;
      if (source === RESET) return { id: sheets.reset, moduleSideEffects: true };
      if (source === SHEET) return { id: sheets.sheet, moduleSideEffects: true };
      // antd's package marks only its own CSS as having side effects; these files are outside it.
      if (source.startsWith(dir)) return { id: source, moduleSideEffects: true };
      return null;
    },
    transform: {
      filter: { id: [antdModule, ownModule], code: 'getPrefixCls(' },
      handler(code) {
        // Dev loads the whole sheet and has no families: no module's code needs reading for them.
        if (!sheets || sheets.families.size === 0) return null;
        const { families, prefixes } = sheets;
        const files = new Set(
          prefixesUsedBy(code).flatMap((prefix) => {
            const family = familyOf(prefix, prefixes);
            const file = family === undefined ? undefined : families.get(family);
            return file === undefined ? [] : [file];
          }),
        );
        if (files.size === 0) return null;
        const imports = [...files].map((file) => `import ${JSON.stringify(file)};`).join('');
        // On the first line, so that the module's own lines keep their numbers.
        return { code: imports + code, map: null };
      },
    },
  };
}
