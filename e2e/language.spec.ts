import { expect, test } from '@playwright/test';
import { pickOption } from './support/auth';

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
