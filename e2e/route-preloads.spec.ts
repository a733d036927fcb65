import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Landing pages' scripts in the Link header (apps/web/build/route-preloads.ts): a first visit to the
 * sign-in or a public page fetches no script that neither index.html nor its Link header named, so
 * each one is on its way with the page rather than a level of imports later. A page whose first
 * screen the server rendered names them to its scripts' loader instead, which asks for them all at
 * once after the first paint. A screen moved to another path, or a chunk the build list misses, fails
 * here.
 */

const dist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const byPath = JSON.parse(readFileSync(`${dist}/.vite/route-preloads.json`, 'utf8')) as Record<
  string,
  string[]
>;

test('the list covers the sign-in and every public page', () => {
  expect(Object.keys(byPath).sort()).toEqual(
    [
      '/login',
      '/index',
      '/mainIndex',
      '/product',
      '/prodDetail',
      '/newsList',
      '/newsList/detail',
      '/policyDetail',
      '/help',
      '/terraceAbout',
      '/voucher',
      '/bill',
    ].sort(),
  );
});

for (const path of Object.keys(byPath)) {
  test(`${path} loads only scripts its page named, and every one it named`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    // index.html as served: the page's own loader adds modulepreload links of its own later.
    const html = (await response?.text()) ?? '';
    const link = response?.headers().link ?? '';
    const linked = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
    // A page whose first screen the server rendered has the list's stylesheets written in, and its
    // scripts named to the loader.
    const written = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => match[1]!);
    const loader =
      /<script src="\/first-screen-start\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
    const loaded = loader ? [loader[1]!, ...loader[2]!.split(' ')] : [];
    expect(linked).toEqual(byPath[path]!.filter((url) => !written.includes(url) && !loaded.includes(url)));
    const inHtml = [...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(inHtml.length).toBeGreaterThan(0);
    const named = new Set([...inHtml, ...linked, ...loaded]);
    expect([...scripts].filter((script) => !named.has(script))).toEqual([]);
    // And nothing named for nothing: every listed script was asked for.
    expect([...linked, ...loaded].filter((url) => url.endsWith('.js') && !scripts.has(url))).toEqual([]);
  });
}
