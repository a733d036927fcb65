import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { i18n, initI18n, requireLaterTexts, setLanguage } from '@/lib/i18n';
import type { SubsystemModule } from '@/lib/subsystem';
import { installFakeApi } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { AppProviders } from './providers';
import { routeTable } from './route-table';
import type { RouteDefinition } from './route-table';
import { buildAppRoutes, createAppSubsystemLoader } from './router';
import { createSubsystemLoader } from './subsystems/loader';
import type { SubsystemLoader } from './subsystems/loader';
import { loadLanguagePack } from './texts';

let rendered: Rendered | undefined;

async function renderAt(path: string, loader: SubsystemLoader = createAppSubsystemLoader()) {
  const router = createMemoryRouter(buildAppRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: loader.patchRoutesOnNavigation,
  });
  rendered = await render(
    <AppProviders config={testConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, container: rendered.container };
}

const text = (container: HTMLElement) => container.textContent ?? '';
const buttonLinks = (container: HTMLElement) =>
  [...container.querySelectorAll('header a')].map((link) => link.textContent?.trim());

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  // The layouts and the error pages are lazy chunks; transformed once here, so the waits below
  // time the router rather than the first transform on a busy machine.
  await Promise.all([import('./root-layout'), import('./errors/error-result')]);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('app router', () => {
  it('redirects / to /index and shows the portal home page in the trading layout', async () => {
    const { router, container } = await renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await waitFor(() => expect(text(container)).toContain('连接企业与金融机构'));
    expect(container.querySelector('h1')?.textContent).toBe('供应链金融服务平台');
    expect(document.title).toBe('首页 | 供应链金融服务平台');
    expect(container.querySelector('header nav[aria-label="主导航"]')).not.toBeNull();
  });

  it("brings the features' validation texts with a subsystem, since its screens name some directly", async () => {
    await initI18n({}, 'zh-CN', loadLanguagePack);
    expect(i18n.exists('validation.memberChangeNotMember')).toBe(false);
    await createAppSubsystemLoader().load('member');
    expect(i18n.t('validation.memberChangeNotMember')).toBe('仅平台会员企业的用户可以查看和修改企业信息');
  });

  it('shows 页面不存在 for a path nobody owns', async () => {
    const { container } = await renderAt('/no/such/page');
    await waitFor(() => expect(text(container)).toContain('页面不存在'));
    expect(container.querySelector('main h1')?.textContent).toBe('页面不存在');
  });

  it.each(routeTable.filter((r) => r.subsystem === 'apply' && !r.public).map(({ path }) => path))(
    'sends a visitor on %s (a signed-in route) to /login, remembering it',
    async (path) => {
      const { router } = await renderAt(`${path}?id=7`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(sessionStorage.getItem('loginUrl')).toBe(`${path}?id=7`);
      sessionStorage.clear();
    },
  );

  it('keeps a signed-in user in the user centre on a path nobody owns, with 页面不存在 in a tab', async () => {
    sessionStorage.setItem('currUserId', 'u1');
    sessionStorage.setItem('tn', 'token');
    installFakeApi({
      'GET /api/user/menus': () => ({ data: { rows: [] } }),
      'GET /api/user/getCurrUser': () => ({ error_no: 1004 }),
      'GET /api/user//getUserPermissions': () => ({ data: {} }),
    });
    const { container } = await renderAt('/no/such/menu');
    await waitFor(() =>
      expect(container.querySelector('main [role="tabpanel"] h1')?.textContent).toBe('页面不存在'),
    );
    expect(container.querySelector('header nav[aria-label="主导航"]')).toBeNull();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it.each([
    ['/errors/403', '您无权访问'],
    ['/errors/404', '页面不存在'],
    ['/errors/500', '服务器内部错误'],
  ])('%s shows %s with a way back to the home page', async (path, title) => {
    const { container } = await renderAt(path);
    await waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe(title));
    const back = [...container.querySelectorAll('main a')].find((link) => link.textContent === '返回首页');
    expect(back?.getAttribute('href')).toBe('/index');
  });

  it('shows the header of the trading layout with menu, Register, Login and a labelled language switch', async () => {
    const { container } = await renderAt('/errors/404');
    await waitFor(() => expect(text(container)).toContain('页面不存在'));
    const menu = [...container.querySelectorAll('header nav a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(menu).toEqual([
      ['首页', '/index'],
      ['电子凭证', '/voucher'],
      ['电子票据', '/bill'],
      ['帮助中心', '/help'],
      ['关于平台', '/terraceAbout'],
    ]);
    const register = [...container.querySelectorAll('header a')].find((link) => link.textContent === '注册');
    const login = [...container.querySelectorAll('header a')].find((link) => link.textContent === '登录');
    expect(register?.getAttribute('href')).toBe('/zjtRegister');
    expect(login?.getAttribute('href')).toBe('/login');
    expect(container.querySelector('header select[aria-label="界面语言"]')).not.toBeNull();
    expect(container.querySelector('header button[aria-label="打开导航菜单"]')).not.toBeNull();
    expect(container.querySelector('footer')?.textContent).toContain('周一至周五 8:30-18:00');
  });

  it('switches every text on the page when the language changes', async () => {
    const { container } = await renderAt('/errors/404');
    await waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe('页面不存在'));

    await act(() => setLanguage('en-US'));

    expect(container.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(document.title).toBe('Page not found | Supply Chain Finance Platform');
    const languageSwitch = container.querySelector('header select');
    expect(languageSwitch?.getAttribute('aria-label')).toBe('Interface language');
    expect((languageSwitch as HTMLSelectElement | null)?.selectedOptions[0]?.textContent).toBe('English');
    expect(container.querySelector('footer')?.textContent).toContain('Monday to Friday, 8:30-18:00');

    await act(() => setLanguage('zh-CN'));
    expect(container.querySelector('main h1')?.textContent).toBe('页面不存在');
    localStorage.clear();
  });

  describe('with test subsystems', () => {
    const Page = ({ label }: { label: string }) => <p>{label}</p>;
    const none = () => Promise.resolve({ default: {} });
    const texts = { 'zh-CN': none, 'zh-TW': none, 'en-US': none };
    const demo: SubsystemModule = {
      name: 'demo',
      routes: [
        { path: '/center/demo', Component: () => <Page label="user-centre screen" /> },
        { path: '/demo/public', Component: () => <Page label="trading screen" /> },
      ],
      texts,
    };
    const table: RouteDefinition[] = [
      ...routeTable,
      {
        path: '/center/demo',
        subsystem: 'demo',
        styleType: 'user-centre',
        public: false,
        titleKey: 'app.routes.home',
      },
      {
        path: '/demo/public',
        subsystem: 'demo',
        styleType: 'trading',
        public: true,
        titleKey: 'app.routes.home',
      },
      {
        path: '/broken',
        subsystem: 'broken',
        styleType: 'trading',
        public: true,
        titleKey: 'app.routes.home',
      },
    ];
    const loader = () =>
      createSubsystemLoader({
        registry: {
          demo: () => Promise.resolve(demo),
          broken: () => {
            throw new Error('subsystem bundle crashed');
          },
        },
        routeTable: table,
        requireLaterTexts,
      });

    it('uses the user-centre layout for a route whose styleType is not trading', async () => {
      // The user centre is for signed-in users; its header and sidebar load the user's menus.
      sessionStorage.setItem('currUserId', 'u1');
      sessionStorage.setItem('tn', 'token');
      installFakeApi({
        'GET /api/user/menus': () => ({ data: { rows: [] } }),
        'GET /api/user/getCurrUser': () => ({ error_no: 1004 }),
        'GET /api/user//getUserPermissions': () => ({ data: {} }),
      });
      const { container } = await renderAt('/center/demo', loader());
      await waitFor(() => expect(text(container)).toContain('user-centre screen'));
      expect(container.querySelector('main [role="tabpanel"]')?.textContent).toBe('user-centre screen');
      expect(container.querySelector('header')).not.toBeNull();
      expect(container.querySelector('header select[aria-label="界面语言"]')).not.toBeNull();
      // No public menu and no Register / Login in the user centre.
      expect(container.querySelector('header nav')).toBeNull();
      expect(buttonLinks(container)).toEqual(['供应链金融服务平台']);
      expect(container.querySelector('footer')).not.toBeNull();
      sessionStorage.clear();
      vi.restoreAllMocks();
    });

    it('uses the trading layout for a route with styleType trading', async () => {
      const { container } = await renderAt('/demo/public', loader());
      await waitFor(() => expect(text(container)).toContain('trading screen'));
      expect(container.querySelector('header nav[aria-label="主导航"]')).not.toBeNull();
      expect(buttonLinks(container)).toEqual(expect.arrayContaining(['注册', '登录']));
    });

    it('treats a subsystem that fails to load as absent: its paths show 页面不存在', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { container } = await renderAt('/broken', loader());
      await waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe('页面不存在'));
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('"broken" failed to load'),
        expect.any(Error),
      );
      warn.mockRestore();
    });
  });
});
