import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, signedInPage } from './support/user-centre';

/**
 * Authorisations through the browser (issue 7 point 3): comp01 authorises 海川银行 to read its trade
 * data and sees it pending; bank01 passes it; comp01 sees it in force and cancels it (confirmed,
 * with a reason). A second application is rejected by bank01 with a reason the enterprise then
 * reads; admin01 sees all of them, with their history.
 */

const VIEWPORT = { width: 1440, height: 900 };

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-authorization/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const ENTERPRISE = '深圳前海鼎盛电子科技有限公司';
const HCB = '海川银行股份有限公司';

/** A day `days` ahead in China's calendar, as the date picker writes it; the rows are told apart by it. */
const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const FIRST = chinaDay(77);
const SECOND = chinaDay(88);

const rowOf = (page: Page, validUntil: string) => page.getByRole('row').filter({ hasText: validUntil });

async function confirm(page: Page, name: RegExp) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name }).click();
}

async function applyFor(page: Page, validUntil: string, remark: string) {
  await page.getByRole('button', { name: '申请授权' }).click();
  const dialog = page.getByRole('dialog', { name: '申请授权' });
  await pickOption(page, dialog.getByRole('combobox', { name: '授权机构' }), HCB);
  await pickOption(page, dialog.getByRole('combobox', { name: '授权范围' }), '交易数据');
  const date = dialog.getByLabel('授权截止日期');
  await date.click();
  await date.fill(validUntil);
  await date.press('Enter');
  await dialog.getByLabel('备注').fill(remark);
  return dialog;
}

async function openDetail(row: Locator) {
  await row.getByRole('button', { name: /^详\s?情$/ }).click();
}

test('an enterprise authorises an institution, which passes or rejects; the enterprise cancels; the back office sees all', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const comp = await signedInPage(browser, USERS.comp01, '/member/authorizations', VIEWPORT);
  await expect(comp.getByRole('heading', { name: '授权管理' })).toBeVisible();

  // The form's rules speak first.
  await comp.getByRole('button', { name: '申请授权' }).click();
  const empty = comp.getByRole('dialog', { name: '申请授权' });
  await empty.getByRole('button', { name: '提交申请' }).click();
  await expect(empty.getByText('请选择授权机构')).toBeVisible();
  await expect(empty.getByText('请选择授权范围')).toBeVisible();
  await expect(empty.getByText('请选择授权截止日期')).toBeVisible();
  await shot(comp, 'apply-rules');
  await empty.getByRole('button', { name: /^取\s?消$/ }).click();
  await expect(empty).toBeHidden();

  const dialog = await applyFor(comp, FIRST, '应收账款融资贸易背景核查');
  await shot(comp, 'apply-dialog');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(comp.getByText('授权申请已提交，等待机构审核')).toBeVisible();
  const first = rowOf(comp, FIRST);
  await expect(first.getByText('待审核')).toBeVisible();
  await expect(first.getByText(HCB)).toBeVisible();
  await expect(first.getByText('交易数据')).toBeVisible();
  await shot(comp, 'member-list-pending');

  // A second live application of the same kind is refused, on the field it concerns.
  const twice = await applyFor(comp, SECOND, '重复申请');
  await twice.getByRole('button', { name: '提交申请' }).click();
  await expect(twice.getByText(/交易数据授权已在审核中或生效中，请勿重复申请/)).toBeVisible();
  await twice.getByRole('button', { name: /^取\s?消$/ }).click();

  // bank01 passes it.
  const bank = await signedInPage(browser, USERS.bank01, '/org/authorizations', VIEWPORT);
  await expect(bank.getByRole('heading', { name: '授权审核' })).toBeVisible();
  const toPass = rowOf(bank, FIRST);
  await expect(toPass.getByText(ENTERPRISE)).toBeVisible();
  await shot(bank, 'org-list');
  await toPass.getByRole('button', { name: /^通\s?过$/ }).click();
  await expect(
    bank.getByText(`通过后，${HCB}可在 ${FIRST} 前查阅该企业的交易数据。确定通过吗？`),
  ).toBeVisible();
  await shot(bank, 'org-pass-confirm');
  await confirm(bank, /^确\s?定$/);
  await expect(bank.getByText('授权已通过')).toBeVisible();
  await expect(toPass.getByText('已生效')).toBeVisible();

  // comp01 sees it in force and cancels it: confirmed first, then the reason.
  await comp.reload();
  await expect(first.getByText('已生效')).toBeVisible();
  await first.getByRole('button', { name: '取消授权' }).click();
  await expect(comp.getByText(`取消后，${HCB}将不能再查阅贵企业的交易数据。确定要取消吗？`)).toBeVisible();
  await shot(comp, 'cancel-confirm');
  await confirm(comp, /^继\s?续$/);
  const cancelDialog = comp.getByRole('dialog', { name: `取消授权 · ${HCB}` });
  await cancelDialog.getByRole('button', { name: '确认取消' }).click();
  await expect(cancelDialog.getByText('请填写取消原因', { exact: true })).toBeVisible();
  await cancelDialog.getByLabel('取消原因').fill('该笔融资已结清');
  await shot(comp, 'cancel-dialog');
  await cancelDialog.getByRole('button', { name: '确认取消' }).click();
  await expect(comp.getByText('授权已取消')).toBeVisible();
  await expect(first.getByText('已取消')).toBeVisible();
  await expect(first.getByText('该笔融资已结清')).toBeVisible();

  // Another application, which bank01 rejects with a reason.
  const again = await applyFor(comp, SECOND, '年度授信复审');
  await again.getByRole('button', { name: '提交申请' }).click();
  await expect(rowOf(comp, SECOND).getByText('待审核')).toBeVisible();

  await bank.reload();
  const toReject = rowOf(bank, SECOND);
  await toReject.getByRole('button', { name: /^驳\s?回$/ }).click();
  const rejectDialog = bank.getByRole('dialog', { name: `驳回授权 · ${ENTERPRISE}` });
  await rejectDialog.getByRole('button', { name: /^驳\s?回$/ }).click();
  await expect(rejectDialog.getByText('请填写驳回原因', { exact: true })).toBeVisible();
  await rejectDialog.getByLabel('驳回原因').fill('授权期限短于融资期限，请延长后重新申请');
  await shot(bank, 'org-reject-dialog');
  await rejectDialog.getByRole('button', { name: /^驳\s?回$/ }).click();
  await expect(bank.getByText('授权已驳回')).toBeVisible();
  await expect(toReject.getByText('已驳回')).toBeVisible();

  // The enterprise reads the reason, in the list and in the detail with its history.
  await comp.reload();
  const second = rowOf(comp, SECOND);
  await expect(second.getByText('已驳回')).toBeVisible();
  await expect(second.getByText('授权期限短于融资期限，请延长后重新申请')).toBeVisible();
  await openDetail(second);
  const drawer = comp.getByRole('dialog', { name: '授权详情' });
  await expect(drawer.getByText('年度授信复审')).toBeVisible();
  await expect(drawer.getByRole('listitem').filter({ hasText: '驳回' })).toContainText(
    '授权期限短于融资期限，请延长后重新申请',
  );
  await shot(comp, 'member-detail-rejected');
  await comp.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await shot(comp, 'member-list');

  // admin01 sees all of them, with their history.
  const admin = await signedInPage(browser, USERS.admin01, '/admin/authorizationAudit', VIEWPORT);
  await expect(admin.getByRole('heading', { name: '授权审核（平台）' })).toBeVisible();
  await pickOption(admin, admin.getByRole('combobox', { name: '被授权机构' }), HCB);
  await expect(rowOf(admin, FIRST).getByText('已取消')).toBeVisible();
  await expect(rowOf(admin, SECOND).getByText('已驳回')).toBeVisible();
  await expect(rowOf(admin, FIRST).getByText(ENTERPRISE)).toBeVisible();
  await shot(admin, 'admin-list');
  await openDetail(rowOf(admin, FIRST));
  const history = admin.getByRole('dialog', { name: '授权详情' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('提交授权申请');
  await expect(history.nth(1)).toContainText('审核通过');
  await expect(history.nth(2)).toContainText('企业取消授权');
  await expect(history.nth(2)).toContainText('该笔融资已结清');
  await shot(admin, 'admin-detail');

  // On a phone the list scrolls sideways rather than squeezing its columns.
  await comp.setViewportSize({ width: 390, height: 844 });
  await comp.reload();
  await expect(rowOf(comp, SECOND)).toBeVisible();
  await shot(comp, 'member-phone');

  for (const page of [comp, bank, admin]) await page.context().close();
});
