import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, postAsPage, signInToCentre } from './support/user-centre';

/**
 * The dashboards (issue 6 points 6, 7) on the demo data: the institution's figures equal the stats
 * call's and its charts are drawn; grabbing a demand from the dashboard's table changes the table;
 * the enterprise sees its score, plans, policies and reviews; a user not verified only the greeting.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/dashboard-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

interface Stats {
  proNums: number;
  creditSuccessRate: string;
}

test('the institution dashboard shows its figures and charts, and grabs a demand', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToCentre(page, USERS.bank01, '/center/financeCenter');
  const stats = (await postAsPage<Stats>(page, '/api/stats/finance_org_index_stats')).data;
  const figure = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(figure('在架产品数')).toContainText(String(stats.proNums));
  await expect(figure('授信成功率')).toContainText(stats.creditSuccessRate);
  for (const chart of ['产品分布（按贷款类型）', '月度授信与放款（万元）', '月度受理与授信笔数']) {
    await expect(page.getByRole('img', { name: chart }).locator('canvas')).toHaveCount(1);
  }
  await expect(page.getByText('需求预警', { exact: true })).toBeVisible();
  await shot(page, 'finance-center');

  // The demo's open demand is in the table of five; accepting it takes it out.
  const hall = page.locator('.ant-card').filter({ hasText: '抢单大厅' });
  const rows = hall.locator('tbody tr.ant-table-row');
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  await rows
    .first()
    .getByRole('button', { name: /^受\s?理$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^受理 RZ\d{18}$/ });
  const products = (
    await postAsPage<{ rows: { productName: string }[] }>(page, '/api/product/query', {
      page_size: 99999,
      product_status: 3,
    })
  ).data.rows;
  await pickOption(page, dialog.getByRole('combobox', { name: '产品' }), products[0]!.productName);
  await pickOption(page, dialog.getByRole('combobox', { name: '客户经理' }), '刘晓敏 13816600103');
  await dialog.getByRole('button', { name: /^受\s?理$/ }).click();
  await expect(page.getByText('受理成功')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'finance-center-phone');

  // An alert says what came in the user's language, not in the zh-CN sentence stored with it.
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await page.reload();
  const alerts = page.locator('.ant-card').filter({ hasText: 'Request alerts' });
  await expect(
    alerts
      .getByRole('button', {
        name: /(applied for .+|published a financing need): [\d.,]+ × 10k yuan for \d+ months?$/,
      })
      .first(),
  ).toBeVisible();
  // A figure's unit stays on its line: "× 10k yuan" went below "710.00" in the figure's size.
  const total = page.locator('.ant-statistic').filter({ hasText: 'Total credit' });
  expect((await total.locator('.ant-statistic-content').boundingBox())?.height).toBeLessThan(50);
  await shot(page, 'finance-center-phone-english');
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
});

test('the enterprise dashboard shows score, plans, policies and reviews; a user not verified the greeting only', async ({
  page,
  browser,
}) => {
  await signInToCentre(page, USERS.comp01, '/center/enterCenter');
  await expect(page.getByText(/(早上|下午|晚上)好，演示企业用户/)).toBeVisible();
  const score = (
    await postAsPage<{ score: number; level: string; factors: { name: string; score: number }[] }>(
      page,
      '/api/compInfo/get_report_score',
    )
  ).data;
  await expect(page.getByText(`信用等级：${score.level}`)).toBeVisible();
  // Each factor's name and points stand apart, the points at the row's end.
  const base = page.locator('.ant-list-item').filter({ hasText: '基础分' });
  const points = score.factors.find((f) => f.name === 'base')!.score;
  await expect(base.getByText('基础分', { exact: true })).toBeVisible();
  const [nameBox, pointsBox] = await Promise.all([
    base.getByText('基础分', { exact: true }).boundingBox(),
    base.getByText(String(points), { exact: true }).boundingBox(),
  ]);
  expect(pointsBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width + 40);
  const plans = page.locator('.ant-card').filter({ hasText: '还款计划' });
  await expect(plans.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(
    page.locator('.ant-card').filter({ hasText: '融资政策' }).locator('.ant-list-item').first(),
  ).toBeVisible();
  await expect(page.getByText('审批快，放款及时，客户经理服务专业。')).toBeVisible();
  await shot(page, 'enter-center');

  const context = await browser.newContext({ locale: 'zh-CN' });
  const other = await context.newPage();
  await signInToCentre(other, USERS.comp02, '/center/enterCenter');
  await expect(other.getByText(/(早上|下午|晚上)好，演示待认证企业用户/)).toBeVisible();
  await expect(other.getByText('企业信用评分')).toHaveCount(0);
  await expect(other.getByText('还款计划', { exact: true })).toHaveCount(0);
  await context.close();
});
