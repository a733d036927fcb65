import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, minifySync } from 'vite';
import type { Plugin, ProxyOptions, Rolldown, UserConfig } from 'vite';
import { antdStyleCode } from './build/antd-style-code';
import { antdStyles } from './build/antd-styles-plugin';
import { formInternalsAlone } from './build/form-internals-alone';
import { landingChunks } from './build/landing-chunks';
import { reactRouterProduction } from './build/react-router-production';
import type { BuiltChunk, LandingScreen } from './build/landing-chunks';
import { routePreloadsPlugin } from './build/route-preloads';
import type { PreloadedPage } from './build/route-preloads';
import { paths } from './src/lib/paths';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// The server's render of first screens (src/first-screen/render.tsx), which the API server loads.
const serverRenderDir = fileURLToPath(new URL('./dist-server', import.meta.url));
// The API server of `npm run dev`; scripts/dev.mjs passes its port.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Proxies to the API server everything the web server does not answer itself. The API's paths are
 * spread over the root (/api/..., /getCheckCode, /portal/..., /config.json, /health...), so the
 * rule is by exclusion: page navigations get index.html, Vite's own client and modules
 * (/@vite/client, /@fs/..., /src/..., /node_modules/...) and files in `fileDirs` are served here.
 */
function proxyToApi(fileDirs: string[]): ProxyOptions {
  const servedHere = (req: IncomingMessage): boolean => {
    if (req.method === 'GET' && req.headers.accept?.includes('text/html')) return true;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
    if (/^\/(@|src\/|node_modules\/|__)/.test(pathname)) return true;
    const file = pathname.slice(1);
    return file !== '' && fileDirs.some((dir) => isFile(`${dir}/${file}`));
  };
  return {
    target: apiTarget,
    // The server sets its session cookie for the host the browser sees; keep the browser's Host.
    changeOrigin: false,
    bypass: (req) => (servedHere(req) ? req.url : undefined),
  };
}

/**
 * Minifies the scripts copied from public/ (the loader of server-rendered pages' scripts, which the
 * sign-in loads and the size budget counts): they are written for reading, and Vite copies public/
 * as it is.
 */
function minifyPublicScripts(): Plugin {
  return {
    name: 'scf-minify-public-scripts',
    apply: 'build',
    writeBundle: {
      sequential: true,
      handler(options) {
        for (const name of readdirSync(publicDir).filter((file) => file.endsWith('.js'))) {
          const file = join(options.dir ?? outDir, name);
          const { code, errors } = minifySync(name, readFileSync(file, 'utf8'));
          if (errors.length > 0)
            throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
          writeFileSync(file, code);
        }
      },
    },
  };
}

/**
 * Writes a brotli and a gzip copy beside every text file of the build and of the files copied from
 * public/, once at build time, so the server (@fastify/static's preCompressed) sends them compressed
 * without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'scf-precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      handler(options, bundle) {
        for (const name of [...Object.keys(bundle), ...readdirSync(publicDir)]) {
          if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
          const file = join(options.dir ?? outDir, name);
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

// Libraries change less often than the app, so they get their own long-cached chunks. Only what
// start-up needs goes into them ($initial): antd components used by one subsystem alone stay with
// that subsystem's lazily loaded chunk. Ranked above the landing groups (build/landing-chunks.ts).
const libraryGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next)[\\/]/,
    priority: 5,
    tags: ['$initial'],
  },
  {
    name: 'antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|dayjs|@emotion|stylis)[\\/]/,
    priority: 4,
    tags: ['$initial'],
  },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 3, tags: ['$initial'] },
] satisfies Rolldown.CodeSplittingGroup[];

const source = (path: string) => join(root, 'src', path);
const portal = [
  'app/root-layout.tsx',
  'app/layouts/trading/trading-layout.tsx',
  'app/layouts/trading/api/prefetch-trading-layout.ts',
  'subsystems/portal/index.ts',
];
const userCentre = ['app/root-layout.tsx', 'app/layouts/user-centre/user-centre-layout.tsx'];

/**
 * The screens people arrive at, with what each loads: the sign-in, every page of the public portal
 * (with the prefetch of its data where it has one), the two workbenches a sign-in leads to, and
 * the texts fetched in one language (start-up's, the subsystems', the validation messages'), so that
 * a language's texts never join another's chunks, nor a screen's code the texts' chunk.
 * `facades` are the modules the first build loads through dynamic imports.
 */
function landingScreens(facades: string[]): LandingScreen[] {
  const at = (name: string, paths: string[]) => ({ name, modules: paths.map(source) });
  const workbench = (name: string) =>
    at(name, [...userCentre, 'subsystems/finance/index.ts', `subsystems/finance/dashboard/${name}-page.tsx`]);
  const portalPages = facades.filter((id) => /[\\/]src[\\/]subsystems[\\/]portal[\\/].+-page\.tsx$/.test(id));
  const texts = facades.filter((id) => /[\\/]texts[\\/](pack\.)?[a-z]{2}-[A-Z]{2}\.ts$/.test(id));
  return [
    at('login', ['shell/login/index.ts']),
    ...portalPages.map((page) => {
      const prefetch = page.replace(/([\\/])([\w-]+)-page\.tsx$/, '$1api$1prefetch-$2.ts');
      return {
        name: basename(page, '.tsx'),
        modules: [...portal.map(source), page, ...(facades.includes(prefetch) ? [prefetch] : [])],
      };
    }),
    workbench('finance-center'),
    workbench('enter-center'),
    ...texts.map((id) => ({ name: relative(source(''), id), modules: [id] })),
  ];
}

/**
 * The public pages by their screen's file under the portal (its routes.tsx pairs paths and screens).
 * The supply-chain pages are not here: without a session their path leads to the sign-in.
 */
const portalPaths: Record<string, string[]> = {
  'home/home-page.tsx': [paths.home, paths.homeAlias],
  'products/product-list-page.tsx': [paths.product],
  'products/product-detail-page.tsx': [paths.productDetail],
  'news/news-list-page.tsx': [paths.newsList],
  'news/news-detail-page.tsx': [paths.newsDetail],
  'policy/policy-detail-page.tsx': [paths.policyDetail],
  'help/help-page.tsx': [paths.help],
  'landing/about-page.tsx': [paths.about],
  'landing/voucher-page.tsx': [paths.voucher],
  'landing/bill-page.tsx': [paths.bill],
};
// A first visit's texts are the default language's (lib/i18n): start-up's pack, and beside the
// portal's chunk its texts and the validation messages.
const startTexts = ['app/texts/pack.zh-CN.ts'];
const portalTexts = ['subsystems/portal/texts/zh-CN.ts', 'lib/form/texts/zh-CN.ts'];

/** The sign-in and the public pages, by path, with the modules each loads after start-up. */
function preloadedPages(screens: LandingScreen[]): PreloadedPage[] {
  const modulesOf = (name: string) => {
    const screen = screens.find((candidate) => candidate.name === name);
    if (!screen) throw new Error(`route preloads: no landing screen ${name}`);
    return screen.modules;
  };
  return [
    { paths: [paths.login], modules: [...modulesOf('login'), ...startTexts.map(source)] },
    ...Object.entries(portalPaths).map(([page, at]) => ({
      paths: at,
      modules: [...modulesOf(basename(page, '.tsx')), ...[...startTexts, ...portalTexts].map(source)],
    })),
  ];
}

function appConfig(groups: Rolldown.CodeSplittingGroup[], pages: PreloadedPage[] = []): UserConfig {
  return {
    // Explicit, so that the first build (whose config is given inline) builds the same app.
    root,
    plugins: [
      react(),
      antdStyles(),
      antdStyleCode(),
      formInternalsAlone(),
      reactRouterProduction(),
      routePreloadsPlugin(pages),
      minifyPublicScripts(),
      precompress(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: { '/': proxyToApi([root, publicDir]) },
    },
    // `vite preview` serves the build: the same proxy, with the built files instead of the sources.
    preview: {
      proxy: { '/': proxyToApi([outDir]) },
    },
    build: {
      outDir,
      emptyOutDir: true,
      // Lists each chunk's imports, so scripts/size-budget.mjs can add up what the login route loads.
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups } } },
    },
  };
}

/** The chunks of a build with the library groups alone, unwritten: what the landing groups start from. */
async function firstBuild(): Promise<BuiltChunk[]> {
  const config = appConfig(libraryGroups);
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), antdStyles(), antdStyleCode(), formInternalsAlone(), reactRouterProduction()],
    build: { ...config.build, write: false, manifest: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output: items }) =>
    items.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
}

/**
 * `vite build --ssr src/first-screen/render.tsx`: the same modules and plugins for Node, every
 * dependency bundled so that antd's and react-router's code is the same the browser runs (the
 * plugins swap some of their modules) and renders the same markup.
 */
function serverRenderConfig(): UserConfig {
  return {
    root,
    plugins: [react(), antdStyles(), antdStyleCode(), formInternalsAlone(), reactRouterProduction()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    ssr: { noExternal: true },
    // The libraries' production code, as in the browser: their development builds render other
    // markup (antd's `css-dev-only-do-not-override-…` classes) and render it more slowly.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: serverRenderDir, emptyOutDir: true, copyPublicDir: false },
  };
}

export default defineConfig(async ({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderConfig();
  if (command !== 'build') return appConfig(libraryGroups);
  const chunks = await firstBuild();
  const facades = chunks.flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : []));
  const screens = landingScreens(facades);
  const { startup, groups } = landingChunks(chunks, screens);
  return appConfig(
    [
      ...libraryGroups,
      { name: 'startup', test: (id: string) => startup.has(id), priority: 2 },
      ...groups.map((group) => ({
        name: group.name,
        test: (id: string) => group.modules.has(id),
        // Its own modules only, not what they import: landingChunks has placed every module a
        // landing screen loads, and a broad group would otherwise take in, for every screen it
        // serves, a module imported by code the bundler then drops (antd's Collapse, imported by the
        // colour picker's presets module, whose `isBright` Button's tokens read).
        includeDependenciesRecursively: false,
        // Below the start-up group, broadest first.
        priority: 1 + group.screens.length / 1000,
      })),
    ],
    preloadedPages(screens),
  );
});
