import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '@scf/shared/flags';
import { RuntimeConfigError, getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadRuntimeConfig', () => {
  it('rejects a config read before start-up loaded it', () => {
    expect(() => getRuntimeConfig()).toThrow(/before it was loaded/);
  });

  it('reports an unreachable server with the URL and reason', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig(failing)).rejects.toMatchObject({
      name: 'RuntimeConfigError',
      url: '/config.json',
      reason: 'Failed to fetch',
    });
  });

  it('reports an HTTP error status', async () => {
    const notFound: typeof fetch = () => Promise.resolve(new Response('missing', { status: 404 }));
    await expect(loadRuntimeConfig(notFound)).rejects.toThrow(RuntimeConfigError);
    await expect(loadRuntimeConfig(notFound)).rejects.toMatchObject({ reason: 'HTTP 404' });
  });

  it('names the invalid fields of a malformed config', async () => {
    const malformed: typeof fetch = () => Promise.resolve(jsonResponse({ version: '1', demoMode: 'yes' }));
    await expect(loadRuntimeConfig(malformed)).rejects.toMatchObject({
      reason: expect.stringMatching(/apiBase.*demoMode/),
    });
  });

  it('names a flag of the wrong type, and a missing flags object', async () => {
    const wrongFlag: typeof fetch = () =>
      Promise.resolve(
        jsonResponse({ apiBase: '', version: '1', demoMode: false, flags: { isTenantMode: 'yes' } }),
      );
    await expect(loadRuntimeConfig(wrongFlag)).rejects.toMatchObject({
      reason: 'invalid fields: flags.isTenantMode',
    });
    const noFlags: typeof fetch = () =>
      Promise.resolve(jsonResponse({ apiBase: '', version: '1', demoMode: false }));
    await expect(loadRuntimeConfig(noFlags)).rejects.toMatchObject({ reason: 'invalid fields: flags' });
  });

  it('keeps the CSRF token of its reply, so the first POST of a visitor passes the check', async () => {
    sessionStorage.removeItem('omc_crsf');
    const withToken: typeof fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ apiBase: '', version: '1', demoMode: false, flags: {} }), {
          headers: { 'Content-Type': 'application/json', 'x-csrf-token': 'tok-config' },
        }),
      );
    await loadRuntimeConfig(withToken);
    expect(sessionStorage.getItem('omc_crsf')).toBe('tok-config');
  });

  it('parses the config, fills flag defaults and makes it available to non-React code', async () => {
    const ok: typeof fetch = () =>
      Promise.resolve(
        jsonResponse({ apiBase: '/api', version: '1.0.0', demoMode: true, flags: { TABS_VIEW_LIMIT: 8 } }),
      );
    const config = await loadRuntimeConfig(ok);
    expect(config.flags).toEqual({ ...defaultFeatureFlags, TABS_VIEW_LIMIT: 8 });
    expect(getRuntimeConfig()).toBe(config);
  });
});
