import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, chooseFromUserMenu, popupsSettled, signInToCentre, userButton } from './support/user-centre';

const search = (page: Page) => page.getByRole('combobox', { name: '搜索菜单' });
const userMenu = (page: Page) => userButton(page);

/** The favourite flag of a menu as the server has it. */
async function storedFavourite(page: Page, menuCode: string): Promise<number | undefined> {
  const reply = await page.request.get('/api/user/menus');
  const { data } = (await reply.json()) as { data: { rows: unknown[] } };
  type Node = {
    menu_code?: string;
    menuCode?: string;
    has_collect?: number;
    hasCollect?: number;
    children: Node[];
  };
  const find = (nodes: Node[]): Node | undefined =>
    nodes
      .map((node) => ((node.menuCode ?? node.menu_code) === menuCode ? node : find(node.children)))
      .find(Boolean);
  const node = find(data.rows as Node[]);
  return node?.hasCollect ?? node?.has_collect;
}

/** The root menus lying wholly inside the top bar (to a pixel: layout widths are fractional). */
const rootsInView = (bar: Locator) =>
  bar.locator('ul').evaluate((list) => {
    const edge = list.getBoundingClientRect();
    return [...list.querySelectorAll('button')]
      .filter((b) => {
        const box = b.getBoundingClientRect();
        return box.left >= edge.left - 1 && box.right <= edge.right + 1;
      })
      .map((b) => b.textContent);
  });

test('a menu found by search is favourited with its star, and stays so after a reload', async ({ page }) => {
  await signInToCentre(page);
  await search(page).fill('还款');
  const star = page.getByRole('button', { name: '收藏“还款计划”' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const starred = page.getByRole('button', { name: '取消收藏“还款计划”' });
  // A click landing while the list is still sliding in can miss the star: tried again, as a person would.
  await expect(async () => {
    await popupsSettled(page);
    if (await star.isVisible()) await star.click({ timeout: 2_000 });
    await expect(starred).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass();
  await expect(page.getByText('收藏成功')).toBeVisible();
  expect(await storedFavourite(page, 'ent_repay_plan')).toBe(1);

  // After a reload the favourites are what the box offers before anything is typed.
  await page.reload();
  await search(page).click();
  await expect(page.getByText('我的收藏')).toBeVisible();
  await popupsSettled(page);
  await page.getByRole('button', { name: '取消收藏“还款计划”' }).click();
  await expect(page.getByText('取消收藏成功')).toBeVisible();
  expect(await storedFavourite(page, 'ent_repay_plan')).toBe(0);
});

test('the search lists leaf menus, opens the chosen one in a tab, and says 没有匹配的项 otherwise', async ({
  page,
}) => {
  await signInToCentre(page);
  await search(page).fill('没有这种菜单');
  await expect(page.getByText('没有匹配的项')).toBeVisible();
  // The first result is active; Enter opens it, as a keyboard user does.
  await search(page).fill('实名');
  await expect(page.getByRole('button', { name: '收藏“实名认证”' })).toBeVisible();
  await search(page).press('Enter');
  await expect(page.getByRole('tab', { name: '实名认证', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/realname$/);
  await expect(search(page)).toHaveValue('');
});

test('the header shows the user, the root menus and the version, in English too', async ({ page }) => {
  await signInToCentre(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('v1.0.0')).toBeVisible();
  // At 1280 px the header is compact: the user's ID and last sign-in are in their menu.
  await userMenu(page).click();
  await expect(page.getByRole('menu').getByText(/ID：\d+/)).toBeVisible();
  await expect(page.getByRole('menu').getByText(/上次登录：|首次登录/)).toBeVisible();
  await page.keyboard.press('Escape');
  const roots = page.getByRole('navigation', { name: '系统菜单' });
  await expect(roots.getByRole('button', { name: '融资服务' })).toBeVisible();
  await roots.getByRole('button', { name: '还款与评价' }).click();
  await expect(page.getByRole('navigation', { name: '功能菜单' }).getByText('机构评价')).toBeVisible();

  await pickOption(page, banner.getByRole('combobox', { name: '界面语言' }), 'English');
  await expect(
    page.getByRole('navigation', { name: 'System menu' }).getByRole('button', { name: 'Financing' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search menus' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await page.keyboard.press('Escape');

  await pickOption(page, banner.getByRole('combobox', { name: 'Interface language' }), '简体中文');
  await expect(
    page.getByRole('navigation', { name: '系统菜单' }).getByRole('button', { name: '融资服务' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: '工作台' })).toBeVisible();
});

test('on a laptop, in English: four root menus fit beside the rest, and the active one is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToCentre(page, USERS.comp01, '/member/enterpriseInfo');
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await page.reload();
  const bar = page.getByRole('navigation', { name: 'System menu' });
  await expect(bar.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-current', 'true');
  // Once the bar has brought the active root into view.
  await expect.poll(() => rootsInView(bar)).toContain('Company');
  expect((await rootsInView(bar)).length).toBeGreaterThanOrEqual(4);
  await page.screenshot({ path: test.info().outputPath('laptop-english.png') });
});

test('in Chinese at 1600 px the full header fits: the user’s name and last sign-in in the bar, every root in view; narrower it turns compact, and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 800 });
  await signInToCentre(page);
  const banner = page.getByRole('banner');
  const bar = page.getByRole('navigation', { name: '系统菜单' });
  const lastSignIn = banner.getByText(/首次登录|上次登录/);
  await expect(lastSignIn).toBeVisible();
  await expect(userMenu(page)).toContainText(/ID：\d+/);
  await expect(bar.getByRole('button', { name: '资讯与帮助' })).toBeVisible();
  expect(await rootsInView(bar)).toHaveLength(6);
  await expect(bar.getByRole('button', { name: '菜单向右滚动' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('full-1600.png') });

  // At 1280 px the full header would leave the roots short: the name and sign-in move into the menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(lastSignIn).toBeHidden();
  await userMenu(page).click();
  await expect(page.getByRole('menu').getByText(USERS.comp01.name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('compact-1280.png') });

  await page.setViewportSize({ width: 1600, height: 800 });
  await expect(lastSignIn).toBeVisible();
  expect(await rootsInView(bar)).toHaveLength(6);
});

test('on a tablet, in English: the root menus move into the sidebar and the user’s button stays in the window', async ({
  page,
}) => {
  await signInToCentre(page);
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  const sidebar = page.getByRole('navigation', { name: 'Function menu' });
  await expect(sidebar.getByText('Financing', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'System menu' })).toHaveCount(0);
  // At 768 px the header had pushed the user's button (and with it signing out) past the window.
  const box = await userMenu(page).boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(768);
  await userMenu(page).click();
  await expect(page.getByRole('menu').getByText('演示企业用户', { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

test('change password: the rules first, then a real change, and back', async ({ page }) => {
  await signInToCentre(page, USERS.comp01T2);
  const change = async (from: string, to: string) => {
    await chooseFromUserMenu(page, '修改登录密码');
    const dialog = page.getByRole('dialog', { name: '修改登录密码' });
    await dialog.getByLabel('原密码').fill(from);
    await dialog.getByLabel('新密码', { exact: true }).fill(to);
    await dialog.getByLabel('确认新密码').fill(to);
    await dialog.getByRole('button', { name: '保存' }).click();
    // The message of an earlier change may still be fading out.
    await expect(page.getByText('登录密码已修改').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await chooseFromUserMenu(page, '修改登录密码');
  const dialog = page.getByRole('dialog', { name: '修改登录密码' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入登录密码')).toBeVisible();
  await dialog.getByLabel('新密码', { exact: true }).fill('abcdefg');
  await expect(dialog.getByText(/密码长度为6-20位/)).toBeVisible();
  await dialog.getByLabel('新密码', { exact: true }).fill('Comp@67890');
  await dialog.getByLabel('确认新密码').fill('Comp@67891');
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  await change(USERS.comp01T2.password, 'Comp@67890');
  await change('Comp@67890', USERS.comp01T2.password);
});

test('personal info: the mobile is read-only, the rest is saved', async ({ page }) => {
  await signInToCentre(page, USERS.comp01T2);
  await chooseFromUserMenu(page, '修改个人信息', USERS.comp01T2);
  const dialog = page.getByRole('dialog', { name: '修改个人信息' });
  await expect(dialog.getByLabel('手机号')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('邮箱').fill('not-an-email');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('邮箱格式不正确')).toBeVisible();
  const position = `出纳${Date.now() % 1000}`;
  await dialog.getByLabel('邮箱').fill('comp01@t002.demo.scf');
  await dialog.getByLabel('职位').fill(position);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();

  await chooseFromUserMenu(page, '修改个人信息', USERS.comp01T2);
  await expect(page.getByRole('dialog', { name: '修改个人信息' }).getByLabel('职位')).toHaveValue(position);
});

test('logout ends the session on the server and here, and goes to the login page', async ({ page }) => {
  await signInToCentre(page);
  await chooseFromUserMenu(page, '退出登录');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tn'))).toBeNull();
  const reply = await page.request.get('/api/user/getCurrUser');
  expect(((await reply.json()) as { error_no: number }).error_no).not.toBe(0);
});
