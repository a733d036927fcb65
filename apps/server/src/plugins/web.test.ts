import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, ERROR_CODES } from '@scf/shared';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'scf-web-'));
const INDEX = '<!doctype html><title>scf</title><div id="root"></div>';
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/index': ['/assets/home-1.js', '/assets/shared-2.js', '/assets/home-3.css'] }),
  );
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const navigate = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });

describe('web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await navigate('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good, and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers[CSRF_HEADER]).toEqual(expect.any(String));
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a browser navigation to a client-side route with index.html', async () => {
    const res = await navigate('/product/list?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX);
  });

  it('answers unknown API paths, missing assets and non-HTML requests with a JSON 404', async () => {
    for (const res of [
      await navigate('/api/unknown'),
      await navigate('/assets/missing-123.js'),
      await t.app.inject({ method: 'GET', url: '/product/list', headers: { accept: 'application/json' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND, data: null });
      expect(res.headers[CSRF_HEADER]).toEqual(expect.any(String));
    }
  });

  it("sends a landing page's scripts and stylesheets in the Link header of its navigation only", async () => {
    const res = await navigate('/index?from=ad');
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBe(
      '</assets/home-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/shared-2.js>; rel=modulepreload; crossorigin, ' +
        '</assets/home-3.css>; rel=preload; as=style; crossorigin',
    );
    expect((await navigate('/help')).headers.link).toBeUndefined();
    const data = await t.app.inject({
      method: 'GET',
      url: '/index',
      headers: { accept: 'application/json' },
    });
    expect(data.headers.link).toBeUndefined();
  });

  it("does not serve the build's own lists", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(res.statusCode).toBe(404);
  });
});
