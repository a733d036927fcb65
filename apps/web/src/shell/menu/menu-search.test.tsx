import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { loadLanguagePack } from '@/app/texts';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { initI18n } from '@/lib/i18n';
import { byText, click, installFakeApi, typeInto } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { MenuSearch } from './menu-search';
import { leafMenus } from './menu-tree';
import { sampleMenus } from './test-menus';

let rendered: Rendered | undefined;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  // The screens name the user centre's texts, which its layout fetches beside its chunk.
  await userCentreTexts.require();
});

beforeEach(() => sessionStorage.setItem('currUserId', 'u1'));

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

async function renderSearch() {
  const onOpen = vi.fn();
  rendered = await render(
    <ScreenProviders config={testConfig}>
      <MenuSearch leaves={leafMenus(sampleMenus)} onOpen={onOpen} />
    </ScreenProviders>,
  );
  const input = document.querySelector('input[aria-label="搜索菜单"]');
  return { input, onOpen };
}

const optionNames = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.querySelector('span > span')?.textContent,
  );

describe('menu search', () => {
  it('finds leaf menus by name and shows where each sits', async () => {
    const { input } = await renderSearch();
    await typeInto(input, '申请');
    await waitFor(() => expect(optionNames()).toEqual(['申请列表', '新建申请']));
    expect(document.querySelector('.ant-select-item-option')?.textContent).toContain('融资管理 / 融资申请');
  });

  it('says 没有匹配的项 when nothing matches', async () => {
    const { input } = await renderSearch();
    await typeInto(input, '不存在的菜单');
    await waitFor(() => expect(byText('没有匹配的项')).toBeDefined());
    expect(optionNames()).toEqual([]);
  });

  it('lists the favourites while nothing is typed', async () => {
    const { input } = await renderSearch();
    await click(input);
    await waitFor(() => expect(byText('我的收藏')).toBeDefined());
    expect(optionNames()).toEqual(['申请列表']);
  });

  it('opens the chosen menu and clears the box', async () => {
    const { input, onOpen } = await renderSearch();
    await typeInto(input, '账户');
    await waitFor(() => expect(optionNames()).toEqual(['账户列表']));
    await click(document.querySelector('.ant-select-item-option'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'l4', url: '/account/list' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('stars a result through the favourite endpoint, without opening it, and says so', async () => {
    const { calls } = installFakeApi({ 'POST /insertUserMenuFavorite': () => ({ data: null }) });
    const { input, onOpen } = await renderSearch();
    await typeInto(input, '新建');
    const star = await vi.waitFor(() => {
      const button = document.querySelector('button[aria-label="收藏“新建申请”"]');
      if (!button) throw new Error('no star yet');
      return button;
    });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await click(star);
    await waitFor(() => expect(byText('收藏成功')).toBeDefined());
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/insertUserMenuFavorite', { menu_code: 'CODE_l2' }],
    ]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('unstars a favourite and tells a failure', async () => {
    installFakeApi({
      'POST /deleteByMenuCodeAndUserId': () => ({ error_no: 1500, error_info: '服务器内部错误' }),
    });
    const { input } = await renderSearch();
    await typeInto(input, '申请列表');
    const star = await vi.waitFor(() => {
      const button = document.querySelector('button[aria-label="取消收藏“申请列表”"]');
      if (!button) throw new Error('no star yet');
      return button;
    });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await click(star);
    await waitFor(() => expect(byText('取消收藏失败')).toBeDefined());
  });
});
