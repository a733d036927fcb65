import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, FIRST_SCREEN_STATE_ID, LANGUAGE_COOKIE, isLanguage } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import type { RuntimeConfig } from '@scf/shared/flags';
import type { PageConfig } from '@scf/shared/schemas/product';

/**
 * The first screen of some pages rendered here rather than in the browser, so that a visitor sees
 * it before the scripts have arrived and run (issue 8's Lighthouse figures; docs/decisions.md). The
 * render itself is the web app's (apps/web/src/first-screen/render.tsx, built for Node into
 * apps/web/dist-server); this module loads it, gathers what it renders with and writes its markup,
 * the stylesheets of the screen and the state the browser hydrates from into index.html.
 */

/** What apps/web/src/first-screen/render.tsx exports. */
interface Renderer {
  RENDERED_PATHS: readonly string[];
  renderFirstScreen(
    url: string,
    config: RuntimeConfig,
    state: FirstScreenState,
    api: typeof fetch,
  ): Promise<RenderedScreen>;
}

/**
 * The screen's markup, what goes into the page's head with it (antd's theme variables), and the
 * query cache's data it rendered with (TanStack Query's dehydrated state).
 */
interface RenderedScreen {
  markup: string;
  head: string;
  queries: unknown;
}

/**
 * apps/web/src/first-screen/state.ts: the page's language, the tenant's page configuration and the
 * data the screen rendered with.
 */
interface FirstScreenState {
  language: Language;
  pageConfig: PageConfig;
  queries?: unknown;
}

export interface FirstScreenOptions {
  webDist: string;
  config: RuntimeConfig;
  /**
   * Who asks for the page: whether their session is a signed-in user's, and the page configuration
   * of their tenant (a visitor's: the default tenant's).
   */
  askerOf: (request: FastifyRequest) => Promise<{ signedIn: boolean; pageConfig: PageConfig }>;
  /** The stylesheets each path loads after start-up (the web build's route preloads). */
  stylesheetsOf: (path: string) => readonly string[];
  /** The scripts each path loads after start-up (the same list's). */
  scriptsOf: (path: string) => readonly string[];
  /** The `fetch` a render asks the API with for the screen's data, as the visitor of `request`. */
  apiFor: (request: FastifyRequest) => typeof fetch;
  log: FastifyBaseLogger;
  /** How long a page waits for its render before it is index.html's instead (RENDER_DEADLINE_MS). */
  renderDeadlineMs?: number;
}

/**
 * A render waits for the screen's data, and renders run one at a time: with the database slow or
 * away, a page is index.html's after this long rather than held (the browser then asks and says
 * what failed), and a render late in the queue is not waited for.
 */
export const RENDER_DEADLINE_MS = 2_000;
/** Renders that may wait their turn; a page asked for beyond them is index.html's at once. */
export const RENDERS_WAITING_MAX = 16;

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no render within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A stylesheet of the page: its address and its text. */
export interface Stylesheet {
  href: string;
  css: string;
}

/** How index.html (Vite's build of it) links its stylesheets. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** Its entry script, and the scripts it preloads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The web build's loader of a rendered page's scripts (apps/web/public/first-screen-start.js). */
export const SCRIPT_LOADER = '/first-screen-start.js';

/** index.html made ready once for the pages rendered here (`pageTemplate`). */
export interface PageTemplate {
  /** The page less its stylesheet links, its entry script and its modulepreload links. */
  html: string;
  /** The stylesheets it linked, which a rendered page has written in instead. */
  stylesheets: string[];
  /** Its entry script and the scripts it preloaded, which the loader asks for instead. */
  entry: string;
  preloads: string[];
}

/** Takes index.html's stylesheets and scripts out, once for every page rendered from it. */
export function pageTemplate(html: string): PageTemplate {
  if (!ROOT.test(html)) throw new Error('index.html has no <div id="root">…</div> to render into');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  return {
    html: html.replace(STYLESHEET_LINK, '').replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    stylesheets: [...html.matchAll(STYLESHEET_LINK)].map((link) => link[1]!),
    entry,
    preloads: [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!),
  };
}

/**
 * The tag of the loader that fetches the page's scripts (the entry, and every script it and the
 * path's screen import) once the screen has been painted: requested with the page instead, they
 * would share the network with its pictures, and Lighthouse counts every request finished before
 * the largest paint into that paint.
 */
function scriptLoader({ entry, preloads }: PageTemplate, scripts: readonly string[]): string {
  const all = new Set([...preloads, ...scripts]);
  all.delete(entry);
  return `<script src="${SCRIPT_LOADER}" defer data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute([...all].join(' '))}"></script>`;
}

/**
 * index.html with the screen's markup in place of the splash, its state after it, every
 * stylesheet it needs (index.html's own among them) written into the head, and the loader of its
 * scripts. Linked, the stylesheets would hold the first paint until they came, and the scripts,
 * arriving meanwhile, would run first: no earlier paint than without the server's render. Each is
 * named by a disabled link, which the browser does not fetch, so that the app's loader (Vite's
 * preload helper) finds it loaded and does not fetch it, and its style element by `data-href`,
 * which tells the build's sheets from anything written later.
 */
export function pageWithScreen(
  template: PageTemplate,
  { markup, head }: Pick<RenderedScreen, 'markup' | 'head'>,
  stylesheets: readonly Stylesheet[],
  scripts: readonly string[],
  state: FirstScreenState,
): string {
  const styles = stylesheets
    .map(
      ({ href, css }) =>
        `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" disabled>`,
    )
    .join('');
  const root = `<div id="root">${markup}</div><script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptJson(state)}</script>`;
  return template.html
    .replace(/<html lang="[^"]*">/, `<html lang="${state.language}">`)
    .replace('</head>', () => `${styles}${head}</head>`)
    .replace(ROOT, () => root)
    .replace('</body>', () => `${scriptLoader(template, scripts)}</body>`);
}

export interface FirstScreenPages {
  /** The page for a navigation to `path`, or null when its first screen is not rendered here. */
  page(request: FastifyRequest, path: string): Promise<string | null>;
  /** Loads the render ahead of the first visitor who needs it. */
  load(): void;
}

/**
 * The pages whose first screen the server renders; null when the web app has no server render (an
 * older build). A render that fails leaves the page to index.html, as before, and is logged.
 */
export function firstScreenPages(options: FirstScreenOptions): FirstScreenPages | null {
  const entry = join(options.webDist, '..', 'dist-server', 'render.js');
  const templateFile = join(options.webDist, 'index.html');
  const loader = join(options.webDist, SCRIPT_LOADER);
  if (![entry, templateFile, loader].every((file) => existsSync(file))) return null;
  const template = pageTemplate(readFileSync(templateFile, 'utf8'));
  // The build's files do not change while it is served: each is read once.
  const texts = new Map<string, string>();
  const stylesheet = (href: string): Stylesheet => {
    let css = texts.get(href);
    if (css === undefined) texts.set(href, (css = readFileSync(join(options.webDist, href), 'utf8')));
    return { href, css };
  };
  let renderer: Promise<Renderer> | undefined;
  const load = () => {
    if (renderer) return renderer;
    renderer = import(pathToFileURL(entry).href) as Promise<Renderer>;
    renderer.catch((error: unknown) =>
      options.log.error({ err: error, entry }, 'first screens: render not loaded'),
    );
    return renderer;
  };

  // Renders begun and not yet ended, late ones included, which still run in their turn.
  let unfinished = 0;
  const finished = () => void unfinished--;

  const page = async (request: FastifyRequest, path: string) => {
    try {
      const { RENDERED_PATHS, renderFirstScreen } = await load();
      if (!RENDERED_PATHS.includes(path)) return null;
      // A visitor's pages only: a signed-in user's tab draws them for the user (the header's
      // workbench, the apply buttons), and would replace a visitor's page it was sent.
      const { signedIn, pageConfig } = await options.askerOf(request);
      if (signedIn) return null;
      const cookie = request.cookies[LANGUAGE_COOKIE];
      const state: FirstScreenState = {
        language: isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE,
        pageConfig,
      };
      if (unfinished >= RENDERS_WAITING_MAX) return null;
      unfinished++;
      const rendering = renderFirstScreen(
        `http://localhost${request.url}`,
        options.config,
        state,
        options.apiFor(request),
      );
      rendering.then(finished, finished);
      const screen = await withinDeadline(rendering, options.renderDeadlineMs ?? RENDER_DEADLINE_MS);
      const stylesheets = [...template.stylesheets, ...options.stylesheetsOf(path)].map(stylesheet);
      return pageWithScreen(template, screen, stylesheets, options.scriptsOf(path), {
        ...state,
        queries: screen.queries,
      });
    } catch (error) {
      options.log.error({ err: error, path }, 'first screen not rendered: index.html instead');
      return null;
    }
  };
  return { page, load: () => void load() };
}

/** A page made for this request: not cached, and compressed quickly when the browser takes brotli. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
  const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  return reply.header('content-encoding', 'br').send(body);
}
