import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, signedInPage } from './support/user-centre';

/**
 * An enterprise edits its registered details (issue 7 point 4): comp01 changes its contact mobile
 * (in force at once) and its settlement account (waits for review) and sees the pending notice and
 * its history; admin01 approves the account and rejects a later name change with a reason; comp01
 * sees the new account and the reason.
 */

const VIEWPORT = { width: 1366, height: 900 };

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-member-change/shots';
mkdirSync(SHOTS, { recursive: true });
/** A page whole; a dialog or drawer as the screen shows it (its mask covers only the viewport). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

const MOBILE = '13700002222';
const ACCOUNT = '6222000011112222';
const NEW_NAME = '深圳前海鼎盛电子科技股份有限公司';
const REASON = '名称变更须上传新的营业执照';

/** Opens the edit dialog of /member/enterpriseInfo. */
async function openEdit(page: Page) {
  await page.getByRole('button', { name: '修改企业信息' }).click();
  const dialog = page.getByRole('dialog', { name: '修改企业信息' });
  await expect(dialog.getByLabel('联系人手机号')).not.toHaveValue('');
  return dialog;
}

const save = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('button', { name: /^保\s?存$/ }).click();

test('an enterprise changes its details; the back office approves one change and rejects another', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const comp = await signedInPage(browser, USERS.comp01, '/member/enterpriseInfo', VIEWPORT);
  // The page's own content (the edit dialog is rendered, hidden, beside it).
  const info = comp.getByRole('tabpanel', { name: '企业信息' });
  await expect(info.getByText('统一社会信用代码', { exact: true })).toBeVisible();
  await expect(info.getByText('结算账户信息')).toBeVisible();
  await expect(info.getByRole('link', { name: /营业执照/ }).first()).toBeVisible();
  await shot(comp, 'enterprise-info');

  // The registration's rules speak in the form; then a direct and a reviewed change in one save.
  let dialog = await openEdit(comp);
  await dialog.getByLabel('联系人手机号').fill('1370000');
  await save(dialog);
  await expect(dialog.getByText('移动电话格式不正确')).toBeVisible();
  await dialog.getByLabel('联系人手机号').fill(MOBILE);
  await dialog.getByLabel('银行账号').fill(ACCOUNT);
  await expect(dialog.getByText('移动电话格式不正确')).toBeHidden();
  await shot(comp, 'edit-dialog', false);
  await save(dialog);
  await expect(comp.getByText('已保存。需审核的修改将在平台审核通过后生效')).toBeVisible();
  await expect(dialog).toBeHidden();

  const notice = info.getByRole('alert').filter({ hasText: '以下修改正在等待平台审核' });
  await expect(notice).toContainText(ACCOUNT);
  await expect(info.getByRole('row').filter({ hasText: '联系人手机号' }).first()).toContainText(MOBILE);
  const history = info.locator('.ant-card').filter({ hasText: '变更记录' });
  await expect(history.getByRole('row').filter({ hasText: MOBILE })).toContainText('已生效');
  await expect(history.getByRole('row').filter({ hasText: ACCOUNT })).toContainText('待审核');
  await shot(comp, 'pending-notice');

  // While it waits, the reviewed fields are locked.
  dialog = await openEdit(comp);
  await expect(dialog.getByText('已有修改正在等待平台审核')).toBeVisible();
  await expect(dialog.getByLabel('企业名称')).toBeDisabled();
  await dialog.getByRole('button', { name: /^取\s?消$/ }).click();

  // The back office approves the account change.
  const admin = await signedInPage(browser, USERS.admin01, '/admin/memberChanges', VIEWPORT);
  const first = admin.getByRole('row').nth(1);
  await expect(first).toContainText('待审核');
  await expect(first).toContainText('银行账号');
  await shot(admin, 'review-list', false);
  await first.getByRole('button', { name: /^查\s?看$/ }).click();
  const drawer = admin.getByRole('dialog').filter({ hasText: '变更内容' });
  await expect(drawer.getByRole('row').filter({ hasText: '银行账号' }).first()).toContainText(ACCOUNT);
  await expect(drawer.getByText('该企业的变更记录')).toBeVisible();
  await shot(admin, 'review-drawer', false);
  await drawer.getByRole('button', { name: '审核通过' }).click();
  await admin
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(admin.getByText('已审核通过，企业信息已更新')).toBeVisible();
  await expect(drawer.getByText('审核通过').first()).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();

  // A later name change; the back office rejects it with a reason.
  await comp.reload();
  await expect(info.getByRole('row').filter({ hasText: '银行账号' }).first()).toContainText(ACCOUNT);
  dialog = await openEdit(comp);
  await dialog.getByLabel('企业名称').fill(NEW_NAME);
  await save(dialog);
  await expect(info.getByRole('alert').filter({ hasText: '以下修改正在等待平台审核' })).toContainText(
    NEW_NAME,
  );

  await admin.reload();
  const named = admin.getByRole('row').filter({ hasText: '企业名称' }).filter({ hasText: '待审核' });
  await named.getByRole('button', { name: /^查\s?看$/ }).click();
  await drawer.getByRole('button', { name: /^驳\s?回$/ }).click();
  const reject = admin.getByRole('dialog', { name: '驳回变更' });
  await reject.getByRole('button', { name: /^驳\s?回$/ }).click();
  await expect(reject.getByText('请填写驳回原因')).toBeVisible();
  await reject.getByLabel('驳回原因').fill(REASON);
  await expect(reject.getByText('请填写驳回原因')).toBeHidden();
  await shot(admin, 'reject-dialog', false);
  await reject.getByRole('button', { name: /^驳\s?回$/ }).click();
  await expect(admin.getByText('已驳回', { exact: true }).first()).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await pickOption(admin, admin.getByRole('combobox', { name: '状态' }), '已驳回');
  // Only rejected changes, the newest first.
  await expect(admin.getByRole('row').filter({ hasText: /审核通过|已生效|待审核/ })).toHaveCount(0);
  await expect(admin.getByRole('row').nth(1)).toContainText('企业名称');
  await expect(admin.getByRole('row').nth(1)).toContainText('已驳回');
  await admin.mouse.wheel(0, -2000);
  await shot(admin, 'review-list-rejected', false);

  // The enterprise sees the new account, the old name, and why the name change was refused.
  await comp.reload();
  await expect(info.getByRole('row').filter({ hasText: '银行账号' }).first()).toContainText(ACCOUNT);
  const refused = info.getByRole('alert').filter({ hasText: '未通过审核' });
  await expect(refused).toContainText(REASON);
  await expect(info.getByRole('alert').filter({ hasText: '以下修改正在等待平台审核' })).toHaveCount(0);
  await expect(history.getByRole('row').filter({ hasText: REASON })).toContainText('已驳回');
  await expect(history.getByRole('row').filter({ hasText: ACCOUNT })).toContainText('审核通过');
  await expect(info.getByRole('heading', { name: NEW_NAME })).toHaveCount(0);
  await shot(comp, 'after-review');
  // On a phone the tables scroll inside their cards.
  await comp.setViewportSize({ width: 390, height: 844 });
  await expect(history.getByRole('row').filter({ hasText: REASON })).toBeVisible();
  // The company's name is whole: its card's action goes below it rather than over it.
  const title = info.locator('.ant-card-head-title').first();
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(comp, 'phone');
  // On a tablet the sidebar leaves the page about 450 px: the details take one column, where two
  // squeezed each value to a few characters a line.
  await comp.setViewportSize({ width: 768, height: 1024 });
  const nameValue = info.locator('th', { hasText: /^企业名称$/ }).locator('xpath=following-sibling::td[1]');
  // Polled: the breakpoint's re-render replaces the table after the resize.
  await expect.poll(async () => (await nameValue.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await shot(comp, 'tablet');

  await comp.context().close();
  await admin.context().close();
});
