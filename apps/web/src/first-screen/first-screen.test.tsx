import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import type { Root } from 'react-dom/client';
import type { PageConfig } from '@scf/shared/schemas/product';
import { configureRequest } from '@/lib/request';
import { createFakeApi, ok, SCREEN_TEST_TIMEOUT, settle } from '@/shell/login/testing/fake-api';
import { testConfig } from '@/test-utils/render';
import { hydrateFirstScreen } from './hydrate';
import { renderFirstScreen as renderOnServer } from './render';
import { setFirstScreenPageConfig } from './state';

const pageConfig: PageConfig = {
  platformName: '海川供应链',
  headerLogoUrl: null,
  loginLogoUrl: '/api/files/login-logo',
  footerLogoUrl: null,
  servicePhone: null,
};

/**
 * The server's render, then an empty one: React's server renderer leaves the contexts of the last
 * part it rendered set (react-router's among them) until its next render, and a browser render in
 * the same process, which only a test does, would read them as an outer router's.
 */
async function renderFirstScreen(...args: Parameters<typeof renderOnServer>) {
  const screen = await renderOnServer(...args);
  await prerender(<></>);
  return screen;
}

/** The sign-in's first screen needs no data. */
const noApi: typeof fetch = () => Promise.reject(new Error('the sign-in asked the API'));

const parse = (markup: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  return root;
};

let hydrated: Root | undefined;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the first screen rendered on the server', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it("renders the sign-in with the tenant's logo and antd's theme, its forms disabled", async () => {
    const { markup, head } = await renderFirstScreen(
      'http://portal.test/login',
      testConfig,
      {
        language: 'zh-CN',
        pageConfig,
      },
      noApi,
    );
    const root = parse(markup);
    expect(root.querySelector('h1')?.textContent).toBe('欢迎登录');
    expect(root.querySelector('header img')?.getAttribute('src')).toBe('/api/files/login-logo');
    const controls = [...root.querySelectorAll('form input, form button[type="submit"]')];
    expect(controls.length).toBeGreaterThan(1);
    // One disabled fieldset around the screen disables them all (HydrationGate).
    expect(controls.every((control) => control.closest('fieldset')?.hasAttribute('disabled'))).toBe(true);
    const others = [...root.querySelectorAll('select, [role="tab"], button[type="button"]')];
    expect(others.length).toBeGreaterThan(2);
    expect(others.every((control) => control.closest('fieldset')?.hasAttribute('disabled'))).toBe(true);
    // The theme's CSS variables, which antd otherwise writes only once the scripts run.
    expect(head).toContain('--ant-color-primary:#0958d9');
  });

  it('renders in the language it is given, and for enterprises when the query says so', async () => {
    const english = await renderFirstScreen(
      'http://portal.test/login?userType=comp',
      testConfig,
      {
        language: 'en-US',
        pageConfig,
      },
      noApi,
    );
    const chinese = await renderFirstScreen(
      'http://portal.test/login?userType=comp',
      testConfig,
      {
        language: 'zh-CN',
        pageConfig,
      },
      noApi,
    );
    expect(parse(english.markup).querySelector('[role="tab"]')?.textContent).toBe('Account');
    expect(parse(chinese.markup).querySelector('h1')?.textContent).toBe('企业用户登录');
  });

  it('is taken over by the browser without being rendered again, and then takes input', async () => {
    const { markup } = await renderFirstScreen(
      'http://portal.test/login',
      testConfig,
      {
        language: 'zh-CN',
        pageConfig,
      },
      noApi,
    );
    const fake = createFakeApi({
      '/api/sys/get_system_page_config': () => ok(pageConfig),
      '/getTenantList': () => ok({ rows: [], total: 0 }),
      '/loginHasValidateCode': () => ok({ need_check_code: false }),
    });
    configureRequest({ apiBase: '', fetch: fake.fetch, flags: () => testConfig.flags });
    window.history.replaceState(null, '', '/login');
    const root = parse(markup);
    document.body.append(root);
    const heading = root.querySelector('h1');
    const username = root.querySelector('input#login-password_username');
    const gate = username?.closest('fieldset');
    expect(gate?.disabled).toBe(true);

    setFirstScreenPageConfig(pageConfig);
    hydrated = await act(() => hydrateFirstScreen(root, testConfig, { language: 'zh-CN', pageConfig }));
    await settle(() => expect(gate?.disabled).toBe(false));
    expect(username?.hasAttribute('disabled')).toBe(false);
    // The same elements: React took the server's markup over instead of replacing it.
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('input#login-password_username')).toBe(username);
    expect(root.querySelector('header img')?.getAttribute('src')).toBe('/api/files/login-logo');
  });
});
