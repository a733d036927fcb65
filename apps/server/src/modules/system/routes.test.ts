import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, defaultFeatureFlags } from '@scf/shared';
import { buildApp } from '@/app.ts';
import { appVersion } from '@/paths.ts';
import { createTestApp, testConfig } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      API_BASE: 'https://api.example.test',
      FEATURE_FLAGS: '{"isTenantMode":false,"TABS_VIEW_LIMIT":4}',
      DEMO_MODE: 'false',
    },
  });
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('reports ok with the database latency and the product version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      error_no: 0,
      data: { status: 'ok', database: { reachable: true }, version: appVersion },
    });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports degraded with 503 when the database cannot be reached', async () => {
    // Nothing listens on port 1; the app builds (pools connect lazily) and the ping fails fast.
    const app = await buildApp(
      testConfig({
        database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' },
        sessionSecret: 'a-secret-long-enough-for-the-csrf-tokens',
      }),
      { logger: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.UNAVAILABLE,
        data: { status: 'degraded', database: { reachable: false, latencyMs: null } },
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /config.json', () => {
  it('serves the bare runtime configuration with the FEATURE_FLAGS overrides, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      apiBase: 'https://api.example.test',
      version: appVersion,
      demoMode: false,
      flags: { ...defaultFeatureFlags, isTenantMode: false, TABS_VIEW_LIMIT: 4 },
    });
  });
});
