import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO, passwordLogin } from './support/auth';

/**
 * The product list and detail (business.md sections 2, 4, 5). Counts are those of the demo seed
 * (apps/server/src/db/seed-catalogue.ts): 37 products on shelf in T001, 9 of them named 保理, 3 of
 * those of the comprehensive (FSP) loan type.
 */

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const total = (page: Page, count: number) =>
  expect(page.getByRole('status').filter({ hasText: `共 ${count} 款产品` })).toBeVisible();
const filter = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const pager = (page: Page) => page.getByRole('navigation', { name: '产品列表分页' });

test('search and filter products; the URL keeps the search through a reload', async ({ page }) => {
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1, name: '融资产品' })).toBeVisible();
  await expect(page).toHaveTitle(/^融资产品 \|/);
  await total(page, 37);
  await expect(cards(page)).toHaveCount(10);

  await page.getByRole('searchbox', { name: '搜索产品' }).fill('保理');
  await page.getByRole('searchbox', { name: '搜索产品' }).press('Enter');
  await expect(page).toHaveURL(/\/product\?userName=%E4%BF%9D%E7%90%86$/);
  await total(page, 9);

  await filter(page, '贷款类型').getByText('综合融资', { exact: true }).click();
  await expect(page).toHaveURL(/userName=%E4%BF%9D%E7%90%86&loanType=FSP$/);
  await total(page, 3);
  await filter(page, '贷款期限').getByText('12个月', { exact: true }).click();
  await expect(page).toHaveURL(/userName=%E4%BF%9D%E7%90%86&period=12&loanType=FSP$/);
  await total(page, 3);
  const names = await cardNames(page);
  expect(names).toHaveLength(3);
  for (const name of names) expect(name).toContain('保理');
  for (const card of await cards(page).all()) await expect(card.getByText('综合融资')).toBeVisible();

  // The same search after a reload, as a shared link would show it.
  await page.reload();
  await total(page, 3);
  expect(await cardNames(page)).toEqual(names);
  await expect(page.getByRole('searchbox', { name: '搜索产品' })).toHaveValue('保理');
  await expect(filter(page, '贷款类型').getByRole('radio', { name: '综合融资' })).toBeChecked();
  await expect(filter(page, '贷款期限').getByRole('radio', { name: '12个月' })).toBeChecked();

  // Back goes to the search before the last filter.
  await page.goBack();
  await expect(page).toHaveURL(/userName=%E4%BF%9D%E7%90%86&loanType=FSP$/);
  await expect(filter(page, '贷款期限').getByRole('radio', { name: '不限' })).toBeChecked();
});

test('the rate range follows the spec’s rules, in the form and in the URL', async ({ page }) => {
  await page.goto('/product');
  await total(page, 37);
  const rates = page.getByRole('form', { name: '自定义利率区间' });
  const lower = rates.getByRole('textbox', { name: '最低利率（%）' });
  const upper = rates.getByRole('textbox', { name: '最高利率（%）' });

  for (const wrong of ['0', '100.001', '1.234']) {
    await lower.fill(wrong);
    await rates.getByRole('button', { name: '确定' }).click();
    await expect(rates.getByText('利率应大于0、不大于100，且最多只能保留两位小数')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/product$/);

  await lower.fill('6');
  await upper.fill('4');
  await rates.getByRole('button', { name: '确定' }).click();
  await expect(rates.getByText('利率大值不得小于小值')).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);

  await upper.fill('8.5');
  await rates.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/product\?rateStart=6&rateEnd=8\.5$/);
  await expect(cards(page).first()).toBeVisible();

  // A preset replaces the typed range.
  await filter(page, '参考利率').getByText('4%以下', { exact: true }).click();
  await expect(page).toHaveURL(/\/product\?rateEnd=4$/);
  await expect(filter(page, '参考利率').getByRole('radio', { name: '4%以下' })).toBeChecked();
  await expect(upper).toHaveValue('4');
  await expect(lower).toHaveValue('');
});

test('paging: 10 a page, the page in the URL, and an empty search says so', async ({ page }) => {
  await page.goto('/product');
  await total(page, 37);
  const first = await cardNames(page);
  expect(first).toHaveLength(10);

  await pager(page).getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/\/product\?page=2$/);
  await expect.poll(() => cardNames(page)).not.toEqual(first);
  const second = await cardNames(page);
  expect(second).toHaveLength(10);
  expect(second.filter((name) => first.includes(name))).toEqual([]);

  await pager(page).getByText('4', { exact: true }).click();
  await expect(page).toHaveURL(/\/product\?page=4$/);
  await expect(cards(page)).toHaveCount(7);
  await page.reload();
  await expect(cards(page)).toHaveCount(7);

  // A filter starts again at page 1.
  await filter(page, '担保方式').getByText('质押', { exact: true }).click();
  await expect(page).toHaveURL(/\/product\?guarant=pledge$/);

  await page.getByRole('searchbox', { name: '搜索产品' }).fill('不存在的产品');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无符合条件的产品')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: '清空筛选' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await total(page, 37);
});

test('a product’s detail: its figures, a template download, and apply now as a visitor signs in and comes back', async ({
  page,
}) => {
  await page.goto('/product?loanType=LOGMIS');
  const card = cards(page).first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(/\/prodDetail\?id=\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(/^产品详情 \|/);
  const breadcrumb = page.getByRole('main').getByRole('navigation').first();
  await expect(breadcrumb.getByRole('link', { name: '融资产品' })).toHaveAttribute('href', '/product');
  await expect(page.getByText('运单融资', { exact: true })).toBeVisible();
  for (const label of ['参考利率', '最高可贷', '贷款期限', '成功率', '成功放款笔数', '成功放款金额']) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  for (const section of ['产品介绍', '适用客户', '产品特点', '申请条件', '所需材料', '材料模板下载']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /标志$/ })).toBeVisible();

  // Templates are real files served by our server, under their Chinese names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载 融资申请书.docx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('融资申请书.docx');
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(500);
  // A Word document is a ZIP package.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // A visitor is sent to sign in and brought back to the product.
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const { account, password } = DEMO.comp01;
  await passwordLogin(page, { tenant: DEMO.tenant1, account, password });
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The sign-in fetched the permission map, so 'apply now' asks the server where to apply.
  expect(await page.evaluate(() => sessionStorage.getItem('userPermissions'))).not.toBeNull();
  const asked = page.waitForResponse(/\/api\/financing\/check_product_access$/, { timeout: 10_000 });
  await page.getByRole('button', { name: '立即申请' }).click();
  expect((await asked).ok()).toBe(true);
  await expect(page.getByText('暂无权限')).toHaveCount(0);
});

test('a product opened from far down the list opens at its top; back returns to the list where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product');
  const card = cards(page).nth(2);
  const name = await card.getByRole('heading').innerText();
  const link = card.getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(500);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/product$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
});

test('an unknown product says it is not there, with the way back to the list', async ({ page }) => {
  await page.goto('/prodDetail?id=99999999');
  await expect(page.getByRole('heading', { name: '产品不存在或已下架' })).toBeVisible();
  await page.getByRole('button', { name: '返回产品列表' }).click();
  await expect(page).toHaveURL(/\/product$/);
});
