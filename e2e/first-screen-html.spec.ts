import { expect, test } from '@playwright/test';
import { pickOption } from './support/auth';
import { collectErrors, holdEntryScript } from './support/first-screen';

/**
 * The sign-in's first screen comes rendered by the server (apps/web/src/first-screen): a visitor
 * sees it before the scripts have arrived, and the scripts then take that markup over (hydrate it)
 * instead of drawing the screen again.
 */

test('the sign-in arrives rendered and styled, its form disabled until the scripts run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
  const username = page.getByRole('textbox', { name: '用户名' });
  await expect(username).toBeDisabled();
  // Styled without the scripts: antd's theme variables and the screen's stylesheets are in the page.
  await expect(page.getByRole('button', { name: '登录' })).toHaveCSS('height', '40px');
  const card = page.locator('section[aria-labelledby="login-title"]');
  await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // Rendered by the libraries' production code, as the browser's: their development builds name
  // antd's classes otherwise, and hydration keeps the server's attributes.
  expect(await page.content()).not.toContain('css-dev-only-do-not-override');
  await context.close();
});

test('the scripts take the rendered sign-in over without drawing it again, and it then signs in', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The entry script is held until the server's heading has been noted.
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await page.evaluate(() => {
    (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
  });
  release();

  const username = page.getByRole('textbox', { name: '用户名' });
  await expect(username).toBeEnabled();
  expect(
    await page.evaluate(
      () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'),
    ),
  ).toBe(true);

  await pickOption(page, page.getByRole('combobox', { name: '租户' }), '演示租户一');
  await username.fill('comp01');
  await page.getByLabel('密码', { exact: true }).fill('Comp@12345');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});

test('the sign-in asks for its scripts only once it has been painted', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeEnabled();
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
    return {
      paint,
      loadEnd: loaded.loadEventEnd,
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(order.scripts).toBeGreaterThan(5);
  expect(order.paint).toBeDefined();
  expect(order.firstScript).toBeGreaterThanOrEqual(order.paint!);
  expect(order.firstScript).toBeGreaterThanOrEqual(order.loadEnd);
});

test('a picture that does not come does not hold the sign-in back', async ({ page }) => {
  // The tenant's logo never arrives, so the page never loads: the scripts start all the same.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/files\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeEnabled({ timeout: 15_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('a visitor who chose English gets the sign-in rendered in English', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: '界面语言' }).selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  // The choice is a cookie as well as local storage: the server reads it without the scripts.
  const cookies = await page.context().cookies();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const withoutScripts = await context.newPage();
  await withoutScripts.goto('/login');
  await expect(withoutScripts.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(withoutScripts.locator('html')).toHaveAttribute('lang', 'en-US');
  await context.close();

  // With the scripts, the page is kept as rendered: the stored language matches the cookie's.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeEnabled();
});
