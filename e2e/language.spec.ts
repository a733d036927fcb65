import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { signInToCentre } from './support/user-centre';

test('the built app opens in Chinese and switches to English and back, remembering the choice', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { name: '平台为谁服务' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();

  await pickOption(page, page.getByRole('combobox', { name: '界面语言' }), 'English');
  await expect(page.getByRole('heading', { name: 'Who the platform serves' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Who the platform serves' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en-US');

  await pickOption(page, page.getByRole('combobox', { name: 'Interface language' }), '简体中文');
  await expect(page.getByRole('heading', { name: '平台为谁服务' })).toBeVisible();
});

test('a date picker names the weekdays in the interface’s language, which dates load beside the screen', async ({
  page,
}) => {
  /** The weekdays' heads of the calendar that the apply dialog's date field opens. */
  const weekdays = async (action: string, field: string) => {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await dialog.getByLabel(field).click();
    const heads = page.locator('.ant-picker-dropdown').filter({ visible: true }).locator('thead th');
    await expect(heads).toHaveCount(7);
    const names = await heads.allTextContents();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /^(取\s?消|Cancel)$/ }).click();
    await expect(dialog).toBeHidden();
    return names;
  };
  const language = (page: Page, name: string) => page.getByRole('banner').getByRole('combobox', { name });

  await signInToCentre(page, undefined, '/member/authorizations');
  expect(await weekdays('申请授权', '授权截止日期')).toEqual(['一', '二', '三', '四', '五', '六', '日']);

  await pickOption(page, language(page, '界面语言'), 'English');
  expect(await weekdays('Authorise an institution', 'Valid until')).toEqual([
    'Su',
    'Mo',
    'Tu',
    'We',
    'Th',
    'Fr',
    'Sa',
  ]);

  await pickOption(page, language(page, 'Interface language'), '繁體中文');
  expect(await weekdays('申請授權', '授權截止日期')).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  await pickOption(page, language(page, '介面語言'), '简体中文');
});

test('an unknown route lands on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在')).toBeVisible();
});

test('the theme’s colours reach the app’s own styles, outside antd’s components too', async ({ page }) => {
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: '平台为谁服务' })).toBeVisible();
  // antd defines its CSS variables under a class on its components; the app's wrapper carries the
  // theme's class (app/theme.ts THEME_CSS_VAR_KEY), so a plain element reads the darker primary.
  const primary = await page
    .locator('.ant-app')
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-color-primary'));
  expect(primary.toLowerCase()).toBe('#0958d9');
});
