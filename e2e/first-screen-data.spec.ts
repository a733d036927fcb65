import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { watchCallWithScreenHeld } from './support/held-screen';

/**
 * Screens whose first data depends on their address get it from start-up (their route's
 * `loadPrefetch`), not from the rendered page, and read it from the cache rather than asking twice;
 * or, for the pages the server renders (first-screen-public.spec.ts), with the page itself.
 * The screen's own code is held until the call has gone out: only a call that does not wait for the
 * screen to render can be made meanwhile.
 */

/** Opens `url` and returns the body of the one call of `call` (whose body holds `bodyPart`) it made. */
async function expectAskedOnceWithoutScreen(
  page: Page,
  {
    url,
    screen,
    call,
    bodyPart = '',
    shown,
  }: { url: string; screen: RegExp; call: string; bodyPart?: string; shown: () => Promise<void> },
): Promise<string> {
  const watched = await watchCallWithScreenHeld(page, { chunk: screen, path: call, bodyPart });
  await page.goto(url);
  await shown();
  expect(watched.calledWhileHeld()).toBe(true);
  expect(watched.bodies).toHaveLength(1);
  return watched.bodies[0]!;
}

test('the product list: the search of its address, in the page or from start-up', async ({
  page,
  browser,
}) => {
  // A visitor's page comes with the list the address searches for, rendered by the server.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await context.newPage();
  await withoutScripts.goto('/product?userName=保理&loanType=FSP');
  await expect(withoutScripts.getByRole('status').filter({ hasText: '共 3 款产品' })).toBeVisible();
  await context.close();

  // A tab that keeps another language than the server rendered in draws the page itself: start-up
  // asks for the list.
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  const body = await expectAskedOnceWithoutScreen(page, {
    url: '/product?userName=保理&loanType=FSP',
    screen: /\/assets\/product-list-page-[\w-]+\.js$/,
    call: '/portal/fin/product/queryProdProduct',
    shown: () => expect(page.getByRole('status').filter({ hasText: '共 3 款產品' })).toBeVisible(),
  });
  // isUnderscore is on in the demo: the body's keys go out in snake_case.
  expect(JSON.parse(body)).toMatchObject({ keyword: '保理', loan_type: 'FSP', page_no: 1 });
});

test('the news list: the type and page of its address', async ({ page }) => {
  const body = await expectAskedOnceWithoutScreen(page, {
    url: '/newsList?type=notice',
    screen: /\/assets\/news-list-page-[\w-]+\.js$/,
    call: '/api/portal/cms/content/news/search',
    // Not the header's latest news, which the layout asks for on every public page.
    bodyPart: 'notice',
    shown: () => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  });
  expect(JSON.parse(body)).toMatchObject({ artical_sub_type: 'notice', page_no: 1 });
});

test('a product’s detail: the product its address names', async ({ page }) => {
  const config = await page.request.get('/config.json');
  const found = await page.request.post('/portal/fin/product/queryProdProduct', {
    data: { pageNo: 1, pageSize: 1 },
    headers: { 'x-csrf-token': config.headers()['x-csrf-token'] ?? '' },
  });
  const { rows } = ((await found.json()) as { data: { rows: { id: string; productName: string }[] } }).data;
  const [product] = rows;
  expect(product).toBeDefined();
  const body = await expectAskedOnceWithoutScreen(page, {
    url: `/prodDetail?id=${product!.id}`,
    screen: /\/assets\/product-detail-page-[\w-]+\.js$/,
    call: '/portal/fin/product/getProdProduct',
    shown: () => expect(page.getByRole('heading', { level: 1, name: product!.productName })).toBeVisible(),
  });
  expect(JSON.parse(body)).toEqual({ id: product!.id });
});
