import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { defaultFeatureFlags } from '@scf/shared/flags';
import { NotFoundPage } from '@/app/errors/error-pages';
import { ScreenProviders } from '@/test-utils/screen-providers';
import type { RouteMeta } from '@/app/route-table';
import { CONTENT_ROUTE_ID } from '@/app/subsystems/loader';
import { loadLanguagePack } from '@/app/texts';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { initI18n } from '@/lib/i18n';
import { menu, sampleMenus } from '@/shell/menu/test-menus';
import { byText, click, installFakeApi, typeInto } from '@/shell/user-api/test-support';
import type { FakeReply } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { UserCentreLayout } from './user-centre-layout';

const meta = (titleKey: string, isPublic = false): RouteMeta => ({
  subsystem: null,
  styleType: 'user-centre',
  public: isPublic,
  titleKey,
});

/** A screen with a field, to see whether its state survives. */
function FormPage({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: UserCentreLayout,
    children: [
      {
        id: CONTENT_ROUTE_ID,
        children: [
          {
            path: '/finance/apply-list',
            element: <FormPage label="列表筛选" />,
            handle: meta('app.routes.home'),
          },
          {
            path: '/finance/apply-new',
            element: <FormPage label="申请金额" />,
            handle: meta('app.routes.home'),
          },
          { path: '/account/list', element: <FormPage label="账户名称" />, handle: meta('app.routes.home') },
          // A page of the app that none of the sample menus leads to, and a workbench.
          { path: '/secret/page', element: <FormPage label="机密数据" />, handle: meta('app.routes.home') },
          { path: '/center/desk', element: <FormPage label="工作台数据" />, handle: meta('app.routes.home') },
          { path: '*', Component: NotFoundPage, handle: meta('app.errorPages.notFound', true) },
        ],
      },
    ],
  },
  { path: '/login', element: <p>login screen</p> },
];

const user = {
  userId: 'u1',
  name: '演示企业用户',
  realName: null,
  mobilePhone: '13800001001',
  email: null,
  jobNo: null,
  position: null,
  account: 'comp01',
  userType: 'comp',
  tenantName: '演示租户一',
  lastLoginDateTime: '2025-03-01T08:30:00+08:00',
};

let rendered: Rendered | undefined;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  // The screens name the user centre's texts, which its layout fetches beside its chunk.
  await userCentreTexts.require();
});

beforeEach(() => {
  sessionStorage.setItem('currUserId', 'u1');
  sessionStorage.setItem('tn', 'token');
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

interface Options {
  limit?: number;
  logout?: FakeReply;
  permissions?: Record<string, boolean> | (() => Record<string, boolean>);
  menus?: () => FakeReply | Promise<FakeReply>;
}

async function renderAt(
  path: string,
  { limit = 10, logout, permissions = { PRODUCT_ADD: true }, menus }: Options = {},
) {
  const api = installFakeApi({
    'GET /api/user/menus': menus ?? (() => ({ data: { rows: sampleMenus } })),
    'GET /api/user/getCurrUser': () => ({ data: user }),
    'GET /api/user//getUserPermissions': () => ({
      data: typeof permissions === 'function' ? permissions() : permissions,
    }),
    'GET /api/user/logout': () => logout ?? { data: null },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const config = { ...testConfig, flags: { ...defaultFeatureFlags, TABS_VIEW_LIMIT: limit } };
  rendered = await render(
    <ScreenProviders config={config}>
      <RouterProvider router={router} />
    </ScreenProviders>,
  );
  return { router, ...api };
}

const tabNames = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const activeTabName = () => document.querySelector('.ant-tabs-tab-active [role="tab"]')?.textContent;
const tab = (name: string) =>
  [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent === name);
const sideItem = (name: string) => byText(name, 'nav .ant-menu-item');
const field = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
const menusLoaded = () => waitFor(() => expect(byText('融资管理', 'header nav button')).toBeDefined());

describe('user-centre layout', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    sessionStorage.clear();
    const { router } = await renderAt('/finance/apply-list?status=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('loginUrl')).toBe('/finance/apply-list?status=1');
  });

  it('shows the user, the root menus and the active root menu tree', async () => {
    await renderAt('/finance/apply-list');
    await menusLoaded();
    const userButton = await vi.waitFor(() => {
      const found = byText((text) => text.startsWith('演示企业用户'), 'header button');
      if (!found) throw new Error('no user yet');
      return found;
    });
    expect(userButton.textContent).toContain('ID：u1');
    expect(userButton.textContent).toContain('上次登录：2025-03-01');
    const roots = [...document.querySelectorAll('header nav li button')];
    expect(roots.map((root) => [root.textContent, root.getAttribute('aria-current')])).toEqual([
      ['融资管理', 'true'],
      ['账户管理', null],
    ]);
    expect(sideItem('新建申请')).toBeDefined();
    expect(sideItem('账户列表')).toBeUndefined();
    expect(tabNames()).toEqual(['申请列表']);
  });

  it('shows another root tree when its top menu is picked', async () => {
    await renderAt('/finance/apply-list');
    await menusLoaded();
    await click(byText('账户管理', 'header nav button'));
    await waitFor(() => expect(sideItem('账户列表')).toBeDefined());
    expect(sideItem('申请列表')).toBeUndefined();
  });

  it('keeps each page as it was while another tab is shown, until it is refreshed', async () => {
    const { router } = await renderAt('/finance/apply-list');
    await menusLoaded();
    await typeInto(field('列表筛选'), '待审核');

    await click(sideItem('新建申请'));
    await waitFor(() => expect(activeTabName()).toBe('新建申请'));
    expect(router.state.location.pathname).toBe('/finance/apply-new');
    await typeInto(field('申请金额'), '500');

    await click(tab('申请列表'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/apply-list'));
    expect(activeTabName()).toBe('申请列表');
    expect(field('列表筛选')?.value).toBe('待审核');
    expect(field('申请金额')?.value).toBe('500');

    await click(document.querySelector('button[aria-label="刷新当前页"]'));
    await waitFor(() => expect(field('列表筛选')?.value).toBe(''));
    expect(field('申请金额')?.value).toBe('500');
  });

  it('closes a tab and shows its neighbour; the last tab stays', async () => {
    const { router } = await renderAt('/finance/apply-list');
    await menusLoaded();
    expect(document.querySelector('button[aria-label="关闭标签页"]')).toBeNull();
    await click(sideItem('新建申请'));
    await waitFor(() => expect(tabNames()).toEqual(['申请列表', '新建申请']));
    await click(tab('新建申请')?.parentElement?.querySelector('button[aria-label="关闭标签页"]'));
    await waitFor(() => expect(tabNames()).toEqual(['申请列表']));
    expect(router.state.location.pathname).toBe('/finance/apply-list');
    expect(field('申请金额')).toBeNull();
  });

  it('refuses a tab past TABS_VIEW_LIMIT and says so, naming the limit', async () => {
    const { router } = await renderAt('/finance/apply-list', { limit: 2 });
    await menusLoaded();
    await click(sideItem('新建申请'));
    await waitFor(() => expect(tabNames()).toHaveLength(2));
    await click(byText('账户管理', 'header nav button'));
    await waitFor(() => expect(sideItem('账户列表')).toBeDefined());
    await click(sideItem('账户列表'));
    await waitFor(() => expect(byText('最多可同时打开 2 个标签页，请先关闭不需要的标签页')).toBeDefined());
    expect(tabNames()).toEqual(['申请列表', '新建申请']);
    expect(router.state.location.pathname).toBe('/finance/apply-new');
  });

  it('undoes a navigation past the limit that came from elsewhere (a link, back and forward)', async () => {
    const { router } = await renderAt('/finance/apply-list', { limit: 1 });
    await menusLoaded();
    await router.navigate('/account/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/apply-list'));
    expect(byText('最多可同时打开 1 个标签页，请先关闭不需要的标签页')).toBeDefined();
    expect(tabNames()).toEqual(['申请列表']);
  });

  it('opens an iframe menu in a tab: the encoded URL plus the menu id', async () => {
    const { router } = await renderAt('/finance/apply-list');
    await menusLoaded();
    await click(sideItem('银行报表'));
    await waitFor(() => expect(activeTabName()).toBe('银行报表'));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://bank.example.test/report?menuId=l3');
    expect(frame?.getAttribute('title')).toBe('银行报表');
    // The address bar keeps the last page; the iframe has no route of its own.
    expect(router.state.location.pathname).toBe('/finance/apply-list');
  });

  it('shows the 404 page inside a tab for a path no screen implements', async () => {
    await renderAt('/no/such/screen');
    await menusLoaded();
    await waitFor(() => expect(byText('页面不存在', 'main h1')).toBeDefined());
    expect(tabNames()).toEqual(['页面不存在']);
  });

  it('loads the permission map for a signed-in user who has none cached', async () => {
    const { calls } = await renderAt('/finance/apply-list');
    await waitFor(() => expect(sessionStorage.getItem('userPermissions')).toBe('{"PRODUCT_ADD":true}'));
    expect(calls.filter((call) => call.path === '/api/user//getUserPermissions')).toHaveLength(1);
  });

  it('caches the menu tree in session storage with its language, shows it at once and asks again behind it', async () => {
    const first = await renderAt('/finance/apply-list');
    await menusLoaded();
    expect(JSON.parse(sessionStorage.getItem('menus') ?? '{}')).toMatchObject({ lang: 'zh-CN' });
    rendered?.unmount();
    first.fetch.mockRestore();
    // The server does not answer this time: the cached tree is what shows.
    const second = await renderAt('/finance/apply-list', { menus: () => new Promise<FakeReply>(() => {}) });
    await menusLoaded();
    expect(second.calls.filter((call) => call.path === '/api/user/menus')).toHaveLength(1);
  });

  it("follows a change of the user's rights without signing in again: asked again on focus and on navigation", async () => {
    let rows = sampleMenus;
    let permissions: Record<string, boolean> = { PRODUCT_ADD: true };
    const { calls } = await renderAt('/finance/apply-list', {
      menus: () => ({ data: { rows } }),
      permissions: () => permissions,
    });
    await menusLoaded();
    await waitFor(() => expect(sessionStorage.getItem('userPermissions')).toBe('{"PRODUCT_ADD":true}'));
    const asked = (path: string) => calls.filter((call) => call.path === path).length;
    const before = { menus: asked('/api/user/menus'), permissions: asked('/api/user//getUserPermissions') };

    // An operator gives the role a new root menu and takes 新建申请 and PRODUCT_ADD away.
    rows = [
      ...sampleMenus.map((root) =>
        root.id === 'r1'
          ? {
              ...root,
              children: root.children.map((g) => ({
                ...g,
                children: g.children.filter((l) => l.id !== 'l2'),
              })),
            }
          : root,
      ),
      menu('r3', '审批中心', { children: [menu('l5', '待办审批', { parentId: 'r3', url: '/secret/page' })] }),
    ];
    permissions = { ROLE_ADD: true };
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(byText('审批中心', 'header nav button')).toBeDefined());
    await waitFor(() => expect(sessionStorage.getItem('userPermissions')).toBe('{"ROLE_ADD":true}'));
    expect(asked('/api/user/menus')).toBe(before.menus + 1);
    expect(asked('/api/user//getUserPermissions')).toBe(before.permissions + 1);
    expect(sideItem('新建申请')).toBeUndefined();

    // A navigation asks again too; the page the menus gave opens.
    await click(byText('审批中心', 'header nav button'));
    await waitFor(() => expect(sideItem('待办审批')).toBeDefined());
    await click(sideItem('待办审批'));
    await waitFor(() => expect(field('机密数据')).not.toBeNull());
    await waitFor(() => expect(asked('/api/user/menus')).toBe(before.menus + 2), 3000);
  });

  it("shows 您无权访问 for a page none of the menus leads to; the menus' pages (any query) and workbenches open", async () => {
    const { router } = await renderAt('/secret/page');
    await menusLoaded();
    await waitFor(() => expect(byText('您无权访问', 'main h1')).toBeDefined());
    expect(field('机密数据')).toBeNull();
    expect(router.state.location.pathname).toBe('/secret/page');

    await act(() => router.navigate('/finance/apply-list?status=1&code=A1'));
    await waitFor(() => expect(field('列表筛选')).not.toBeNull());
    await act(() => router.navigate('/center/desk'));
    await waitFor(() => expect(field('工作台数据')).not.toBeNull());
  });

  it('signs out through the user menu', async () => {
    const { router, calls } = await renderAt('/finance/apply-list');
    await menusLoaded();
    await click(byText((text) => text.startsWith('演示企业用户'), 'header button'));
    await waitFor(() => expect(byText('退出登录', '.ant-dropdown-menu-item')).toBeDefined());
    await click(byText('退出登录', '.ant-dropdown-menu-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.path === '/api/user/logout')).toBe(true);
    expect(sessionStorage.getItem('tn')).toBeNull();
  });

  it('says 未退出成功 when the server cannot sign out, and stays', async () => {
    const { router } = await renderAt('/finance/apply-list', {
      logout: { error_no: 1500, error_info: '服务器内部错误' },
    });
    await menusLoaded();
    await click(byText((text) => text.startsWith('演示企业用户'), 'header button'));
    await waitFor(() => expect(byText('退出登录', '.ant-dropdown-menu-item')).toBeDefined());
    await click(byText('退出登录', '.ant-dropdown-menu-item'));
    await waitFor(() => expect(byText('未退出成功')).toBeDefined());
    expect(router.state.location.pathname).toBe('/finance/apply-list');
    expect(sessionStorage.getItem('tn')).toBe('token');
  });

  it('offers 用户管理 only to users who may manage accounts or account managers, and opens the right page', async () => {
    await renderAt('/finance/apply-list');
    await menusLoaded();
    await click(byText((text) => text.startsWith('演示企业用户'), 'header button'));
    await waitFor(() => expect(byText('修改手机号', '.ant-dropdown-menu-item')).toBeDefined());
    expect(byText('用户管理', '.ant-dropdown-menu-item')).toBeUndefined();
    rendered?.unmount();
    sessionStorage.removeItem('userPermissions');
    vi.restoreAllMocks();

    const { router } = await renderAt('/finance/apply-list', { permissions: { ACCOUNT_MANAGER_EDIT: true } });
    await menusLoaded();
    await click(byText((text) => text.startsWith('演示企业用户'), 'header button'));
    await waitFor(() => expect(byText('用户管理', '.ant-dropdown-menu-item')).toBeDefined());
    // An institution's user management is its account managers; a USER_* code opens the accounts.
    await click(byText('用户管理', '.ant-dropdown-menu-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/accountManagers'));
    expect(activeTabName()).toBeTruthy();
    rendered?.unmount();
    sessionStorage.removeItem('userPermissions');
    vi.restoreAllMocks();

    const second = await renderAt('/finance/apply-list', { permissions: { USER_EDIT: true } });
    await menusLoaded();
    await click(byText((text) => text.startsWith('演示企业用户'), 'header button'));
    await waitFor(() => expect(byText('用户管理', '.ant-dropdown-menu-item')).toBeDefined());
    await click(byText('用户管理', '.ant-dropdown-menu-item'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin/users'));
  });
});
