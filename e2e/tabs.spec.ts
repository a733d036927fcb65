import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInToCentre, withFlags } from './support/user-centre';

const sidebar = (page: Page) => page.getByRole('navigation', { name: '功能菜单' });
const rootMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '系统菜单' }).getByRole('button', { name });
const tabs = (page: Page) => page.getByRole('tab');

test('menus open tabs up to TABS_VIEW_LIMIT; one more is refused with a message naming the limit', async ({
  page,
}) => {
  await withFlags(page, { TABS_VIEW_LIMIT: 3 });
  await signInToCentre(page);
  await sidebar(page).getByRole('menuitem', { name: '实名认证' }).click();
  await expect(page.getByRole('tab', { name: '实名认证', selected: true })).toBeVisible();
  // comp01 is a verified enterprise user: its real-name tab shows the done state.
  await expect(page.getByRole('tabpanel', { name: '实名认证' }).getByText('已完成实名认证')).toBeVisible();

  await rootMenu(page, '融资服务').click();
  await sidebar(page).getByRole('menuitem', { name: '融资需求发布' }).click();
  await expect(tabs(page)).toHaveText(['工作台', '实名认证', '融资需求发布']);
  await expect(page).toHaveURL(/\/request\/requestRelease$/);

  await rootMenu(page, '还款与评价').click();
  await sidebar(page).getByRole('menuitem', { name: '还款计划' }).click();
  await expect(page.getByText('最多可同时打开 3 个标签页，请先关闭不需要的标签页')).toBeVisible();
  await expect(tabs(page)).toHaveText(['工作台', '实名认证', '融资需求发布']);
  await expect(page).toHaveURL(/\/request\/requestRelease$/);

  // Closing one makes room; the tab beside the closed one is shown.
  await page.getByRole('button', { name: '关闭标签页' }).nth(1).click();
  await expect(tabs(page)).toHaveText(['工作台', '融资需求发布']);
  await sidebar(page).getByRole('menuitem', { name: '还款计划' }).click();
  await expect(tabs(page)).toHaveText(['工作台', '融资需求发布', '还款计划']);
  await expect(page).toHaveURL(/\/tableList\/repayPlan$/);

  // Activating a tab shows its page at its address.
  await page.getByRole('tab', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/center\/enterCenter$/);
});

/**
 * An iframe menu with a form, served by the test. Same origin: the server's content security policy
 * lets the portal embed only its own pages (frame-src 'self').
 */
const FORM_PATH = '/e2e-forms/apply';

async function addIframeFormMenu(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route(`**${FORM_PATH}*`, async (route) => {
    loads += 1;
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>申请</title><label>申请金额 <input name="amount"></label>',
    });
  });
  await page.route('**/api/user/menus', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { rows: object[] } };
    const leaf = {
      id: 'e2e-form',
      parentId: 'e2e-root',
      menuCode: 'e2e_form',
      name: '外部申请表',
      url: FORM_PATH,
      icon: null,
      menuType: 'iframe',
      isHidden: false,
      hidden: false,
      extField: null,
      hasCollect: 0,
      sysTitle: null,
      searchId: null,
      children: [],
    };
    const root = {
      ...leaf,
      id: 'e2e-root',
      parentId: null,
      menuCode: 'e2e_root',
      name: '外部系统',
      url: '',
      menuType: 'menu',
      children: [leaf],
    };
    await route.fulfill({ response, json: { ...body, data: { rows: [...body.data.rows, root] } } });
  });
  return { loads: () => loads };
}

test('a page keeps what was typed while other tabs are shown, until it is refreshed', async ({ page }) => {
  const form = await addIframeFormMenu(page);
  await signInToCentre(page);
  await rootMenu(page, '外部系统').click();
  await sidebar(page).getByRole('menuitem', { name: '外部申请表' }).click();
  await expect(page.getByRole('tab', { name: '外部申请表', selected: true })).toBeVisible();
  // The encoded original URL plus the menu id; the address bar keeps the last page.
  await expect(page.locator('iframe[title="外部申请表"]')).toHaveAttribute(
    'src',
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${FORM_PATH}\\?menuId=e2e-form$`),
  );
  await expect(page).toHaveURL(/\/center\/enterCenter$/);

  const amount = page.frameLocator('iframe[title="外部申请表"]').getByLabel('申请金额');
  await amount.fill('500万');
  await page.getByRole('tab', { name: '工作台' }).click();
  await expect(amount).toBeHidden();
  await rootMenu(page, '我的工作台').click();
  await sidebar(page).getByRole('menuitem', { name: '实名认证' }).click();
  await expect(page.getByRole('tab', { name: '实名认证', selected: true })).toBeVisible();

  await page.getByRole('tab', { name: '外部申请表' }).click();
  await expect(amount).toHaveValue('500万');
  expect(form.loads()).toBe(1);

  await page.getByRole('button', { name: '刷新当前页' }).click();
  await expect(amount).toHaveValue('');
  expect(form.loads()).toBe(2);
});

test('the help menu opens the portal page in an iframe with the menu id', async ({ page }) => {
  await signInToCentre(page);
  await rootMenu(page, '资讯与帮助').click();
  await sidebar(page).getByRole('menuitem', { name: '帮助文档' }).click();
  const frame = page.locator('iframe[title="帮助文档"]');
  await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/help\?menuId=[^&]+$/);
});
