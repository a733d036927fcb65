import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '@scf/shared/schemas/product';
import { LANGUAGE_COOKIE } from '@scf/shared';
import { runtimeConfig } from '@/modules/system/service.ts';
import { signIn, visitor } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { RENDERS_WAITING_MAX, firstScreenPages, pageTemplate, pageWithScreen } from './first-screen.ts';

// The web build's layout: dist (the app) beside dist-server (the render), here with a render that
// says what it was asked for, and fails when the query asks it to.
const build = mkdtempSync(join(tmpdir(), 'scf-first-screen-'));
const webDist = join(build, 'dist');
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>scf</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/startup.css"></head><body><div id="root"><p class="boot">splash</p></div></body></html>';
const CSS: Record<string, string> = {
  'startup.css': '.boot{display:flex}',
  'input.css': '.ant-input{padding:4px}',
  'login.css': '._card_1{background:#fff}',
};
const RENDER = `
export const RENDERED_PATHS = ['/login', '/product'];
export async function renderFirstScreen(url, config, state, api) {
  if (url.includes('broken')) throw new Error('render failed');
  if (url.includes('slow')) return new Promise(() => {});
  const asked = new URL(url);
  if (asked.pathname === '/product') {
    const reply = await api('/portal/fin/product/queryProdProduct', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ pageNo: 1, pageSize: 10 }),
    });
    const { error_no, data } = await reply.json();
    return { markup: '<main data-error="' + error_no + '">' + data.total + '</main>', head: '', queries: { total: data.total } };
  }
  return {
    markup: '<main data-path="' + asked.pathname + asked.search + '" data-api="' + config.apiBase + '">' + state.language + ' ' + state.pageConfig.platformName + '</main>',
    head: '<style data-theme>.scf-theme{--ant-color-primary:#0958d9}</style>',
  };
}
`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'first-screen-start.js'), '');
  for (const [name, css] of Object.entries(CSS)) writeFileSync(join(webDist, 'assets', name), css);
  writeFileSync(
    join(webDist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/login': ['/assets/login.js', '/assets/input.css', '/assets/login.css'],
      '/index': ['/assets/home.js', '/assets/home.css'],
    }),
  );
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(build, 'dist-server', 'render.js'), RENDER);
  t = await createTestApp({ config: { webDist }, seed: true });
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

const navigate = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });

const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('first screens rendered by the server', () => {
  it("puts the sign-in's markup in place of the splash, with its stylesheets in order and its state", async () => {
    const res = await navigate('/login?userType=comp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Nothing preloaded: the stylesheets are in the page, and its scripts wait for its first paint.
    expect(res.headers.link).toBeUndefined();
    const html = res.body;
    expect(html).not.toContain('splash');
    // The loader asks for the entry, index.html's preloads and the path's own scripts, not the page.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script src="/first-screen-start.js" defer data-entry="/assets/index.js" data-preload="/assets/react.js /assets/login.js"></script></body>',
    );
    expect(html).toContain(
      '<div id="root"><main data-path="/login?userType=comp" data-api="">zh-CN 供应链金融服务平台</main></div>',
    );
    // Every stylesheet written in, index.html's own first, then the screen's in the order they load;
    // each named by a link the browser does not fetch, which the app's loader then finds.
    const named = (href: string, css: string) =>
      `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    expect(html).toContain(
      `${named('/assets/startup.css', CSS['startup.css']!)}${named('/assets/input.css', CSS['input.css']!)}${named('/assets/login.css', CSS['login.css']!)}<style data-theme>`,
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/startup.css">');
    expect(html.indexOf('/assets/login.css')).toBeLessThan(html.indexOf('</head>'));
    // The default tenant's page configuration, which the browser's first render then shows too.
    expect(stateOf(html)).toEqual({
      language: 'zh-CN',
      pageConfig: expect.objectContaining({ platformName: '供应链金融服务平台' }),
    });
  });

  it("asks the API for a screen's data through the server's own routes, as a visitor with no session yet", async () => {
    const res = await navigate('/product');
    const total = Number(/<main data-error="0">(\d+)<\/main>/.exec(res.body)?.[1]);
    // The product search is a POST: refused without the session's CSRF token, which was fetched first.
    expect(total).toBeGreaterThan(0);
    expect(stateOf(res.body).queries).toEqual({ total });
  });

  it("leaves a signed-in user's pages to the browser, which draws them for the user", async () => {
    const user = await visitor(t.app);
    expect((await signIn(user, { account: 'comp01', password: 'Comp@12345' })).json().error_no).toBe(0);
    for (const path of ['/login', '/product']) {
      const res = await user.request({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(res.body).toBe(INDEX);
    }
  });

  it('renders in the language of the cookie the app writes, and the default one for anything else', async () => {
    const english = await navigate('/login', { cookie: `${LANGUAGE_COOKIE}=en-US` });
    expect(english.body).toContain('<html lang="en-US">');
    expect(stateOf(english.body).language).toBe('en-US');
    const unknown = await navigate('/login', { cookie: `${LANGUAGE_COOKIE}=xx-XX` });
    expect(stateOf(unknown.body).language).toBe('zh-CN');
  });

  it('compresses the page for a browser that takes brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main data-path="/login"');
  });

  it('leaves other pages, and a render that fails, to index.html', async () => {
    const home = await navigate('/index');
    expect(home.body).toBe(INDEX);
    expect(home.headers.link).toContain('</assets/home.css>');
    const broken = await navigate('/login?broken=1');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(INDEX);
  });
});

describe('firstScreenPages', () => {
  it('renders nothing for a web build without the loader of the scripts (an older one)', () => {
    const older = mkdtempSync(join(tmpdir(), 'scf-first-screen-older-'));
    try {
      mkdirSync(join(older, 'dist'));
      mkdirSync(join(older, 'dist-server'));
      writeFileSync(join(older, 'dist', 'index.html'), INDEX);
      writeFileSync(join(older, 'dist-server', 'render.js'), RENDER);
      const options = {
        webDist: join(older, 'dist'),
        config: runtimeConfig(t.config),
        askerOf: () => Promise.reject(new Error('not asked')),
        stylesheetsOf: () => [],
        scriptsOf: () => [],
        apiFor: () => () => Promise.reject(new Error('not asked')),
        log: t.app.log,
      };
      expect(firstScreenPages(options)).toBeNull();
      writeFileSync(join(older, 'dist', 'first-screen-start.js'), '');
      expect(firstScreenPages(options)).not.toBeNull();
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });
});

describe('firstScreenPages: a render that does not end', () => {
  it('gives index.html its page after the deadline instead of holding the visitor', async () => {
    const pages = firstScreenPages({
      webDist,
      config: runtimeConfig(t.config),
      askerOf: async () => ({ signedIn: false, pageConfig: { platformName: 'x' } as PageConfig }),
      stylesheetsOf: () => [],
      scriptsOf: () => [],
      apiFor: () => () => Promise.reject(new Error('not asked')),
      log: t.app.log,
      renderDeadlineMs: 50,
    });
    const request = (url: string) => ({ url, cookies: {} }) as unknown as FastifyRequest;
    await expect(pages?.page(request('/login?slow=1'), '/login')).resolves.toBeNull();
    await expect(pages?.page(request('/login'), '/login')).resolves.toContain('<main data-path="/login"');
    // Late renders still run in their turn: beyond RENDERS_WAITING_MAX of them, none is begun.
    const late = Array.from({ length: RENDERS_WAITING_MAX - 1 }, () =>
      pages?.page(request('/login?slow=1'), '/login'),
    );
    await expect(Promise.all(late)).resolves.toEqual(late.map(() => null));
    await expect(pages?.page(request('/login'), '/login')).resolves.toBeNull();
  });
});

describe('pageWithScreen', () => {
  it('writes the state so that no text in it can end its script element', () => {
    const html = pageWithScreen(pageTemplate(INDEX), { markup: '<main></main>', head: '' }, [], [], {
      language: 'zh-CN',
      pageConfig: {
        platformName: '</script><script>alert(1)</script><!--',
        headerLogoUrl: null,
        loginLogoUrl: null,
        footerLogoUrl: null,
        servicePhone: null,
      },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(stateOf(html).pageConfig.platformName).toBe('</script><script>alert(1)</script><!--');
  });

  it('keeps a stylesheet from ending its style element', () => {
    const html = pageWithScreen(
      pageTemplate(INDEX),
      { markup: '', head: '' },
      [{ href: '/assets/odd.css', css: '.a::after{content:"</style><script>alert(1)</script>"}' }],
      [],
      {
        language: 'zh-CN',
        pageConfig: {
          platformName: 'x',
          headerLogoUrl: null,
          loginLogoUrl: null,
          footerLogoUrl: null,
          servicePhone: null,
        },
      },
    );
    expect(html).not.toContain('</style><script>');
  });
});
