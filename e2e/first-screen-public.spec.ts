import { expect, test } from '@playwright/test';
import { passwordLogin } from './support/auth';
import { collectErrors, holdEntryScript } from './support/first-screen';

/**
 * The home page and the product list come rendered by the server with their data
 * (apps/web/src/first-screen): a visitor sees the banners and the products before the scripts have
 * arrived, and the scripts then take that markup over with the same data instead of asking for it
 * and drawing the page again.
 */

test('the product list arrives rendered with its products, without the scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/product?period=12');
  await expect(page.getByRole('heading', { level: 1, name: '融资产品' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /共 \d+ 款产品/ })).toBeVisible();
  // The search in the address is the one rendered: the 12-month term is the chosen one.
  await expect(page.getByRole('radio', { name: '12个月', checked: true })).toBeAttached();
  expect(await page.locator('article h3 a').count()).toBeGreaterThan(0);
  // The header and footer with their data: the tenant's logo and the footer's content.
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  // No inline script: the CSP (script-src 'self') would not run one, so none may be needed.
  const html = await page.content();
  expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toBeNull();
  expect(html).not.toContain('css-dev-only-do-not-override');
  await context.close();
});

test('the home page arrives rendered with its banners and recommended products', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '热门推荐' })).toBeVisible();
  // The first banner's picture is in the page as it came, not added by the scripts.
  await expect(page.locator('img[src^="/api/files/"]').first()).toBeVisible();
  await context.close();
});

test('the scripts take the product list over without asking for its data again, and it then filters', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('queryProdProduct')) asked.push(request.url());
  });
  const release = await holdEntryScript(page);
  await page.goto('/product', { waitUntil: 'commit' });
  const firstName = page.locator('article h3 a').first();
  await expect(firstName).toBeVisible();
  const name = await firstName.textContent();
  await page.evaluate(() => {
    (window as { serverCard?: Element | null }).serverCard = document.querySelector('article');
  });
  release();

  // Hydrated: React's props are on the server's own element, which is still the one shown.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const card = (window as { serverCard?: Element | null }).serverCard;
        return Boolean(card?.isConnected && Object.keys(card).some((key) => key.startsWith('__react')));
      }),
    )
    .toBe(true);
  await expect(firstName).toHaveText(name ?? '');
  expect(asked).toEqual([]);

  // Then a search of its own, asked of the API by the browser.
  const searched = page.waitForRequest((request) => request.url().includes('queryProdProduct'));
  await page.getByText('12个月', { exact: true }).click();
  await expect(page).toHaveURL(/period=12/);
  expect((await searched).postDataJSON()).toMatchObject({ period: 12 });
  await expect(page.getByRole('status').filter({ hasText: /共 \d+ 款产品/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in tab draws the public pages for its user rather than keeping the visitor’s', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  await passwordLogin(page, { tenant: '演示租户一', account: 'comp01', password: 'Comp@12345' });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/product');
  await expect(page.getByRole('link', { name: '进入工作台' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
