import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { defaultFeatureFlags } from '@scf/shared/flags';
import { loadLanguagePack } from '@/app/texts';
import { RuntimeConfigProvider, loadRuntimeConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
import { installFakeApi } from '@/shell/user-api/test-support';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { Permission, hasPermission, isAllowed, loadUserPermissions, readPermissions } from './index';

let rendered: Rendered | undefined;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const store = (map: Record<string, boolean>) =>
  sessionStorage.setItem('userPermissions', JSON.stringify(map));

async function show(code: string, checksOn: boolean) {
  const config = { ...testConfig, flags: { ...defaultFeatureFlags, OPEN_AUTH_VERIFICATION: checksOn } };
  rendered = await render(
    <RuntimeConfigProvider config={config}>
      <Permission code={code}>
        <button type="button">新增产品</button>
      </Permission>
    </RuntimeConfigProvider>,
  );
  return () => rendered?.container.querySelector('button') !== null;
}

describe('isAllowed', () => {
  const map = { PRODUCT_ADD: true, PRODUCT_EDIT: false };

  it('allows everything when OPEN_AUTH_VERIFICATION is off', () => {
    expect(isAllowed('ROLE_DELETE', false, {})).toBe(true);
  });

  it('always allows an empty code', () => {
    expect(isAllowed('', true, {})).toBe(true);
    expect(isAllowed(undefined, true, {})).toBe(true);
    expect(isAllowed(' , ', true, {})).toBe(true);
  });

  it('allows a comma-separated list when any one code is held', () => {
    expect(isAllowed('PRODUCT_ADD', true, map)).toBe(true);
    expect(isAllowed('PRODUCT_EDIT', true, map)).toBe(false);
    expect(isAllowed('ROLE_ADD, PRODUCT_ADD', true, map)).toBe(true);
    expect(isAllowed('ROLE_ADD,PRODUCT_EDIT', true, map)).toBe(false);
  });
});

describe('<Permission>', () => {
  /** Renders the guarded button, says whether it is there, and cleans up. */
  async function shown(code: string, checksOn: boolean) {
    const visible = (await show(code, checksOn))();
    rendered?.unmount();
    rendered = undefined;
    return visible;
  }

  it('removes what the user lacks and shows what they hold', async () => {
    store({ PRODUCT_ADD: true });
    expect(await shown('PRODUCT_EDIT', true)).toBe(false);
    expect(await shown('PRODUCT_EDIT,PRODUCT_ADD', true)).toBe(true);
  });

  it('shows everything when checks are off, and an empty code always', async () => {
    expect(await shown('ROLE_DELETE', false)).toBe(true);
    expect(await shown('', true)).toBe(true);
  });

  it('shows the element as soon as the map arrives after sign-in', async () => {
    installFakeApi({ 'GET /api/user//getUserPermissions': () => ({ data: { PRODUCT_ADD: true } }) });
    const visible = await show('PRODUCT_ADD', true);
    expect(visible()).toBe(false);
    await act(() => loadUserPermissions());
    expect(visible()).toBe(true);
  });
});

describe('loading the map', () => {
  it('asks with a time stamp, keeps the codes as sent and caches the map in session storage', async () => {
    const { calls } = installFakeApi({
      'GET /api/user//getUserPermissions': () => ({ data: { PRODUCT_ADD: true, REQUEST_AUDIT: true } }),
    });
    const before = Date.now();
    await loadUserPermissions();
    expect(Number(calls[0]?.query.get('time'))).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(sessionStorage.getItem('userPermissions') ?? '')).toEqual({
      PRODUCT_ADD: true,
      REQUEST_AUDIT: true,
    });
    expect(readPermissions()).toEqual({ PRODUCT_ADD: true, REQUEST_AUDIT: true });
  });

  it('holds nothing when the cache is missing or not a map', () => {
    expect(readPermissions()).toEqual({});
    sessionStorage.setItem('userPermissions', 'not json');
    expect(readPermissions()).toEqual({});
    for (const stored of ['null', '["PRODUCT_ADD"]', '{"PRODUCT_ADD":"yes"}', '{"PRODUCT_ADD":true,"X":1}']) {
      sessionStorage.setItem('userPermissions', stored);
      expect(readPermissions()).toEqual({});
    }
    sessionStorage.setItem('userPermissions', '{"PRODUCT_ADD":true,"REQUEST_AUDIT":false}');
    expect(readPermissions()).toEqual({ PRODUCT_ADD: true, REQUEST_AUDIT: false });
  });
});

describe('hasPermission', () => {
  it('checks outside React with the runtime flags and the cached map', async () => {
    const serve = (flags: object) => () =>
      Promise.resolve(new Response(JSON.stringify({ apiBase: '', version: '1', demoMode: true, flags })));
    store({ PRODUCT_ADD: true });
    await loadRuntimeConfig(serve({ OPEN_AUTH_VERIFICATION: true }));
    expect(hasPermission('PRODUCT_ADD')).toBe(true);
    expect(hasPermission('PRODUCT_EDIT')).toBe(false);
    await loadRuntimeConfig(serve({ OPEN_AUTH_VERIFICATION: false }));
    expect(hasPermission('PRODUCT_EDIT')).toBe(true);
  });
});
