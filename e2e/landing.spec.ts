import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInToCentre } from './support/user-centre';

/** A landing page's product list: four cards, each opening its product. */
async function expectProducts(page: Page, title: string): Promise<void> {
  const section = page.getByRole('region', { name: title });
  await expect(section.getByRole('listitem')).toHaveCount(4);
}

test('/voucher tells the benefits of an electronic voucher and lists four products to finance it', async ({
  page,
}) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '电子凭证' }).click();
  await expect(page).toHaveURL(/\/voucher$/);
  await expect(page.getByRole('heading', { level: 1, name: '电子凭证' })).toBeVisible();
  const benefits = page.getByRole('region', { name: '三大优势' });
  for (const name of ['融资便捷', '成本低廉', '安全有保障']) {
    await expect(benefits.getByRole('heading', { name })).toBeVisible();
  }
  const features = page.getByRole('region', { name: '凭证特点' });
  for (const name of ['可转让', '可融资', '可配置']) {
    await expect(features.getByRole('heading', { name })).toBeVisible();
  }
  await expectProducts(page, '保理融资产品');
  await expect(page).toHaveTitle('电子凭证 | 供应链金融服务平台');
});

test('/bill shows the business flow, links out to the bank open platform, and lists four products', async ({
  page,
}) => {
  await page.goto('/bill');
  await expect(page.getByRole('heading', { level: 1, name: '电子票据' })).toBeVisible();
  const flow = page.getByRole('region', { name: '业务流程' });
  for (const step of ['平台注册', '银行在线签约', '贴现价格查询', '线上提交资料', '网银背书']) {
    await expect(flow.getByText(step, { exact: true })).toBeVisible();
  }
  const out = page.getByRole('link', { name: /前往银行开放平台/ });
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(out).toHaveAttribute('href', /^https:\/\//);
  await expectProducts(page, '票据融资产品');
});

test('/terraceAbout shows the introduction and the partner logos, each a link', async ({ page }) => {
  await page.goto('/terraceAbout');
  await expect(page.getByRole('heading', { level: 1, name: '关于平台' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^关于.*供应链金融服务平台$/ })).toBeVisible();
  const partners = page.getByRole('region', { name: '合作机构' });
  await expect(partners.getByRole('listitem')).toHaveCount(8);
  const pbc = partners.getByRole('link', { name: /中国人民银行/ });
  await expect(pbc).toHaveAttribute('href', 'https://www.pbc.gov.cn/');
  await expect(pbc).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(pbc.getByRole('img', { name: '中国人民银行' })).toBeVisible();
});

test('the supply-chain pages are for signed-in users: a visitor signs in first', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: '供应链金融' }).getByRole('link', { name: '物流融资' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('loginUrl'))).toBe('/supplyChain/logistics');
});

test('the supply-chain pages explain each financing and list four of its products', async ({ page }) => {
  await signInToCentre(page);
  await page.goto('/supplyChain/accountsReceive');
  await expect(page.getByRole('heading', { level: 1, name: '应收账款融资' })).toBeVisible();
  await expect(page.getByRole('region', { name: '业务简介' })).toContainText('核心企业确认债务');
  await expectProducts(page, '应收账款融资产品');

  await page.getByRole('navigation', { name: '供应链金融' }).getByRole('link', { name: '仓单融资' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '仓单融资' })).toBeVisible();
  await expect(page.getByRole('region', { name: '办理流程' })).toContainText('签发仓单');
  await expectProducts(page, '仓单融资产品');

  await page.getByRole('navigation', { name: '供应链金融' }).getByRole('link', { name: '物流融资' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '物流融资' })).toBeVisible();
  await expect(page.getByRole('region', { name: '适用企业' })).toContainText('物流与运输企业');
  await expectProducts(page, '物流融资产品');
});
