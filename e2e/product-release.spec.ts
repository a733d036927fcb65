import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, confirmMove, signedInPage } from './support/user-centre';

/**
 * A product's life cycle through the browser (issue 6): bank01 releases a product through the form
 * (its rules speak first) and submits it; admin01 rejects it with a reason, bank01 corrects and
 * resubmits, admin01 passes it; bank01 puts it on the shelf and the public catalogue shows it, then
 * takes it off again.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/product-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const NAME = `海川银行·测试贷${Date.now() % 100_000}`;

test('an institution releases a product, the back office audits it, and it reaches the catalogue', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const bank = await signedInPage(browser, USERS.bank01, '/product/productRelease');
  await bank.getByRole('button', { name: '发布产品' }).click();
  const drawer = bank.getByRole('dialog', { name: '发布产品' });
  await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(drawer.getByText('请输入产品名称')).toBeVisible();
  await expect(drawer.getByText('请选择担保方式信息')).toBeVisible();

  await drawer.getByLabel('产品名称').fill(NAME);
  await pickOption(bank, drawer.getByRole('combobox', { name: '贷款类型' }), '综合融资');
  await drawer.getByLabel('最低金额（万元）').fill('10');
  await drawer.getByLabel('最高金额（万元，不填为不限）').fill('300');
  await drawer.getByLabel('最短期限（月）').fill('3');
  await drawer.getByLabel('最长期限（月，不填为不限）').fill('12');
  await drawer.getByLabel('最低利率（%）').fill('6.5');
  await drawer.getByLabel('最高利率（%）').fill('5');
  await drawer.getByLabel('最高利率（%）').blur();
  await expect(drawer.getByText('利率大值不得小于小值')).toBeVisible();
  await drawer.getByLabel('最高利率（%）').fill('9.9');
  await drawer.getByRole('checkbox', { name: '信用' }).check();
  await pickOption(bank, drawer.getByRole('combobox', { name: '方式', exact: true }), '先息后本');
  await drawer.getByRole('textbox', { name: '可选期限（逗号分隔，如 3,6,12）' }).fill('3,6,12');
  await drawer.getByLabel('产品介绍').fill('面向科技型中小企业的信用贷款。');
  await shot(bank, 'release-form');
  await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(bank.getByText('保存成功')).toBeVisible();

  const row = bank.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText('待提交')).toBeVisible();
  await confirmMove(bank, row, /提交审核/);
  await expect(row.getByText('待审核')).toBeVisible();

  // The back office rejects with a reason, then passes the corrected product.
  const admin = await signedInPage(browser, USERS.admin01, '/admin/productAudit');
  const audited = admin.getByRole('row').filter({ hasText: NAME });
  await audited.getByRole('button', { name: '审核不通过' }).click();
  const rejectDialog = admin.getByRole('dialog', { name: new RegExp(`审核不通过 · ${NAME}`) });
  await rejectDialog.getByRole('button', { name: '审核不通过' }).click();
  await expect(rejectDialog.getByText('审核不通过时请填写原因')).toBeVisible();
  await rejectDialog.getByLabel('不通过原因').fill('利率上限过高，请调整');
  await rejectDialog.getByRole('button', { name: '审核不通过' }).click();
  await expect(admin.getByText('已审核不通过')).toBeVisible();

  await bank.reload();
  await expect(row.getByText('审核不通过')).toBeVisible();
  await row.getByRole('button', { name: /^编\s?辑$/ }).click();
  const edit = bank.getByRole('dialog', { name: '编辑产品' });
  await expect(edit.getByLabel('产品名称')).toHaveValue(NAME);
  await edit.getByLabel('最高利率（%）').fill('8.5');
  await edit.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(bank.getByText('保存成功')).toBeVisible();
  await confirmMove(bank, row, /提交审核/);
  await expect(row.getByText('待审核')).toBeVisible();

  await admin.reload();
  await audited
    .getByRole('button', { name: /^名称$|/ })
    .first()
    .waitFor();
  await confirmMove(admin, audited, /审核通过/);
  await expect(admin.getByText('审核已通过')).toBeVisible();
  await shot(admin, 'audit');

  await bank.reload();
  await confirmMove(bank, row, /^上\s?架$/);
  await expect(row.getByText('已上架')).toBeVisible();
  await shot(bank, 'release-list');

  // The public catalogue shows it.
  await bank.goto(`/product?userName=${encodeURIComponent(NAME)}`);
  await expect(bank.getByRole('main').getByRole('heading', { name: NAME })).toBeVisible();

  // Off the shelf again: the catalogue no longer lists it (and the other specs find the demo's count).
  await bank.goto('/product/productRelease');
  await confirmMove(bank, row, /^下\s?架$/);
  await expect(row.getByText('待上架')).toBeVisible();
  await bank.goto(`/product?userName=${encodeURIComponent(NAME)}`);
  await expect(bank.getByText('暂无符合条件的产品')).toBeVisible();
  await bank.context().close();
  await admin.context().close();
});
