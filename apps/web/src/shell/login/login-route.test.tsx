import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { buildAppRoutes } from '@/app/router';
import { loadLanguagePack } from '@/app/texts';
import { initI18n } from '@/lib/i18n';
import { configureRequest } from '@/lib/request';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { createFakeApi, ok, SCREEN_TEST_TIMEOUT, settle } from './testing/fake-api';

let rendered: Rendered | undefined;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('/login in the app router', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('loads the login chunk with its texts, in its own full-page layout', async () => {
    const fake = createFakeApi({
      '/loginHasValidateCode': () => ok({ need_check_code: false }),
      '/getTenantList': () => ok({ rows: [], total: 0 }),
    });
    configureRequest({ apiBase: '', fetch: fake.fetch, flags: () => testConfig.flags });
    const router = createMemoryRouter(buildAppRoutes(), { initialEntries: ['/login'] });
    rendered = await render(
      <AppProviders config={testConfig}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const { container } = rendered;
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('欢迎登录'));
    expect(document.title).toBe('登录 | 供应链金融服务平台');
    // The logo leads home; the public header and footer of the trading layout are absent.
    expect(container.querySelector('header a')?.getAttribute('href')).toBe('/index');
    expect(container.querySelector('header nav')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    expect([...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      '账号登录',
      '手机号登录',
    ]);
  });
});
