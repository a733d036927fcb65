import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '@scf/shared';
import { configTableMarkdown, configVariables, loadConfig } from '@/config.ts';
import { repoRoot } from '@/paths.ts';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'pglite', dir: join(repoRoot, 'data', 'pglite') },
      dataDir: join(repoRoot, 'data'),
      logLevel: 'info',
      nodeEnv: 'development',
      demoMode: true,
      sessionTtlMinutes: 30,
      lockIdleMinutes: 15,
      smsDailyCap: 10,
      sessionSecret: undefined,
      cookieSecure: false,
      trustProxy: false,
      featureFlags: defaultFeatureFlags,
      apiBase: '',
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
    });
  });

  it('treats empty values as unset and reads a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('turns demo mode off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'off' }).demoMode).toBe(false);
  });

  it('keeps absolute paths and resolves relative ones against the repository root', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({ kind: 'pglite', dir: '/tmp/x/pglite' });
    expect(loadConfig({ WEB_DIST: 'somewhere' }).webDist).toBe(join(repoRoot, 'somewhere'));
  });

  it('overrides feature flag defaults with FEATURE_FLAGS', () => {
    const { featureFlags } = loadConfig({ FEATURE_FLAGS: '{"isTenantMode":false,"TABS_VIEW_LIMIT":5}' });
    expect(featureFlags).toEqual({ ...defaultFeatureFlags, isTenantMode: false, TABS_VIEW_LIMIT: 5 });
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ FEATURE_FLAGS: '{oops' })).toThrow(/FEATURE_FLAGS: must be a JSON object/);
    expect(() => loadConfig({ FEATURE_FLAGS: '{"isTenantMod":false}' })).toThrow(/FEATURE_FLAGS/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ SMS_DAILY_CAP: '0' })).toThrow(/SMS_DAILY_CAP/);
  });

  it('keeps the idle lock below the session lifetime, or it would never be seen', () => {
    expect(loadConfig({ LOCK_IDLE_MINUTES: '5', SMS_DAILY_CAP: '3' })).toMatchObject({
      lockIdleMinutes: 5,
      smsDailyCap: 3,
    });
    expect(() => loadConfig({ LOCK_IDLE_MINUTES: '30' })).toThrow(
      /LOCK_IDLE_MINUTES: must be below SESSION_TTL_MINUTES \(30\)/,
    );
    expect(loadConfig({ LOCK_IDLE_MINUTES: '30', SESSION_TTL_MINUTES: '60' }).lockIdleMinutes).toBe(30);
  });

  it('documents every variable with a default and a description', () => {
    const names = configVariables.map((v) => v.name);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'FEATURE_FLAGS', 'WEB_DIST']),
    );
    for (const v of configVariables) expect(v.description.length).toBeGreaterThan(10);
    expect(configTableMarkdown()).toContain('| `PORT` | `8080` |');
  });

  it('reads FRAME_SOURCES as origins, and refuses pages or other schemes', () => {
    expect(loadConfig({}).frameSources).toEqual([]);
    expect(
      loadConfig({ FRAME_SOURCES: 'https://bi.example.com, http://10.0.0.2:8080/' }).frameSources,
    ).toEqual(['https://bi.example.com', 'http://10.0.0.2:8080']);
    expect(() => loadConfig({ FRAME_SOURCES: 'https://bi.example.com/report' })).toThrow(/FRAME_SOURCES/);
    expect(() => loadConfig({ FRAME_SOURCES: 'javascript:alert(1)' })).toThrow(/FRAME_SOURCES/);
  });
});
