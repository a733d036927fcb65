import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { familyOf, prefixesUsedBy, splitAntdCss } from './antd-styles';

const SHEET = 'antd/dist/antd.css';
const RESET = 'antd/dist/reset.css';
const antdModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;

interface Sheets {
  reset: string;
  /** The whole sheet, for `vite` (dev). */
  all: string;
  base: string;
  /** The file of each prefix family's rules. */
  families: Map<string, string>;
  prefixes: string[];
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const written = new Map<string, Sheets>();

/**
 * Splits antd's sheet into files under `dir`: the base, and one per prefix family. Once per process:
 * the build's first pass (vite.config.ts) and the real one share them.
 */
function sheetsIn(root: string, dir: string): Sheets {
  const done = written.get(dir);
  if (done) return done;
  const sheets = writeSheets(root, dir);
  written.set(dir, sheets);
  return sheets;
}

/**
 * The families whose rules every page loads: the app's feedback wrapper carries antd's `ant-app`
 * class itself (app/feedback/feedback-provider.tsx), without antd's App, whose module would bring them.
 */
const IN_BASE = ['app'];

function writeSheets(root: string, dir: string): Sheets {
  const require = createRequire(join(root, 'package.json'));
  const sheet = require.resolve(SHEET);
  const es = join(dirname(require.resolve('antd/package.json')), 'es');
  const prefixes = [...new Set(jsFiles(es).flatMap((file) => prefixesUsedBy(readFileSync(file, 'utf8'))))];
  const css = readFileSync(sheet, 'utf8');
  const { base, byPrefix } = splitAntdCss(css, prefixes, IN_BASE);
  mkdirSync(dir, { recursive: true });
  const write = (name: string, layer: string, rules: string, prelude = '') => {
    const file = join(dir, `${name}.css`);
    writeFileSync(file, `${prelude}@layer ${layer}{${rules}}`);
    return file;
  };
  const families = new Map(
    [...byPrefix].map(([family, rules]) => [family, write(`antd-${family}`, 'antd', rules)]),
  );
  return {
    // The reset loads first and names the order: the reset, then the components.
    reset: write(
      'antd-reset',
      'antd-reset',
      readFileSync(require.resolve(RESET), 'utf8'),
      '@layer antd-reset,antd;',
    ),
    all: write('antd-all', 'antd', css),
    base: write('antd-base', 'antd', base),
    families,
    prefixes,
  };
}

/**
 * antd's styles by component (build/antd-styles.ts): in the build `import 'antd/dist/antd.css'` gets
 * the base alone, and every module of antd imports the rules of the prefixes it renders, so a
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
  let isBuild = false;
  return {
    name: 'scf-antd-styles',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
      dir = join(config.cacheDir, 'antd-styles');
      sheets = sheetsIn(config.root, dir);
    },
    resolveId(source) {
      if (!sheets) return null;
      if (source === RESET) return { id: sheets.reset, moduleSideEffects: true };
      if (source === SHEET) return { id: isBuild ? sheets.base : sheets.all, moduleSideEffects: true };
      // antd's package marks only its own CSS as having side effects; these files are outside it.
      if (source.startsWith(dir)) return { id: source, moduleSideEffects: true };
      return null;
    },
    transform: {
      filter: { id: antdModule },
      handler(code) {
        if (!sheets || !isBuild) return null;
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
