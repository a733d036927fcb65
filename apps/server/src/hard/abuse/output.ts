import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { repoRoot } from '@/paths.ts';

/**
 * Where stored text comes out: the replies that carry rich text (HTML the web renders through its
 * sanitiser), the web app's HTML sinks, and the web app's sanitiser itself.
 */

/** POST routes that only read, by the last segment of their path. */
export const READ_NAME =
  /^(.*(query|list|get|detail|search|current|history|options|tree|rights|targets|stats|score)|members|enterprises|institutions|queryProdProduct|getProdProduct|queryRecommendProduct|queryEnumRepayTerm|queryCreCredit|queryCreCreditPro|query_by_site_position_code|get_account_manager_list|get_system_page_config|get_industry_group|direct_query)$/i;

/**
 * The replies whose field the web renders as HTML (through RichText), by route: news bodies,
 * policy texts and the about text. Everything else is shown as text.
 */
export const RICH_TEXT_REPLIES: Record<string, string> = {
  'POST /api/portal/cms/content/news/search': 'articleText',
  'GET /api/portal/cms/content/news/get': 'articleText',
  'POST /api/content/reward_policy/direct_query': 'policyText',
  'GET /api/content/reward_policy/get': 'policyText',
  'POST /api/portal/cms/content/about_us/get': 'articleText',
};

/** Every value of `key` anywhere in a reply. */
export function valuesOf(json: unknown, key: string): string[] {
  if (Array.isArray(json)) return json.flatMap((v) => valuesOf(v, key));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([k, v]) =>
    k === key && typeof v === 'string' ? [v] : valuesOf(v, key),
  );
}

/** Markup that runs script: a script element, an event handler attribute, a javascript: URL. */
export const ACTIVE_MARKUP = /<script|<svg|<iframe|\son\w+\s*=|javascript:/i;

const webSrc = join(repoRoot, 'apps/web/src');
const SINK =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|srcDoc|createContextualFragment/;

/** Source files of the web app (tests excluded) that turn a string into HTML, relative to src/. */
export async function htmlSinks(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(webSrc, { recursive: true })) {
    const file = String(entry);
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    if (SINK.test(await readFile(join(webSrc, file), 'utf8')))
      found.push(relative(webSrc, join(webSrc, file)));
  }
  return found.sort();
}

/**
 * The web app's own sanitiser (RichText's sanitizeHtml: DOMPurify with the portal's policy), bundled
 * from its source with esbuild and run in Debian's Chromium, as it runs for a visitor. (happy-dom,
 * the web unit tests' DOM, is no stand-in here: DOMPurify on it keeps <script> and drops <p>.)
 */
export async function webSanitizer(): Promise<{
  sanitize(html: string): Promise<string>;
  close(): Promise<void>;
}> {
  const bundle = await build({
    stdin: {
      contents: "export { sanitizeHtml } from './subsystems/portal/common/rich-text.tsx';",
      resolveDir: webSrc,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'web',
    platform: 'browser',
    jsx: 'automatic',
    // The view's styles are not needed to sanitise.
    loader: { '.css': 'empty', '.module.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  return {
    sanitize: (html) =>
      page.evaluate(
        (dirty) =>
          (globalThis as unknown as { web: { sanitizeHtml(h: string): string } }).web.sanitizeHtml(dirty),
        html,
      ),
    close: () => browser.close(),
  };
}
