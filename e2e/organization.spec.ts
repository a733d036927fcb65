import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, confirmMove, popupsSettled, postAsPage, signedInPage } from './support/user-centre';

/**
 * An institution's people through the browser (issue 7 point 2): bank01 adds an account manager,
 * edits and disables it and no longer finds it in the acceptance dialog, then enables it again;
 * adds a salesman, assigns two enterprises and removes one; admin01 manages another institution's
 * managers through the institution selector.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-organization/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
// Unique per run, so a rerun on a kept database does not clash with its own mobiles.
const SUFFIX = String(Date.now() % 10_000).padStart(4, '0');
const MANAGER = { name: '测试经理', edited: '测试经理甲', mobile: `1391234${SUFFIX}` };
const SALESMAN = { name: '测试业务员', mobile: `1371234${SUFFIX}` };
const HOLDER = { name: '预置业务员', mobile: `1351234${SUFFIX}` };
const SUPPLIER = '深圳前海鼎盛电子科技有限公司';
const CORE = '华东重工集团有限公司';
const JNB_MANAGER = { name: '江南新经理', mobile: `1361234${SUFFIX}` };

const SAVE = /^保\s?存$/;

/** The account managers the acceptance dialog of the demo's submitted request offers. */
async function offeredAtAcceptance(page: Page): Promise<string[]> {
  await page.goto('/finance/orgApplyList');
  const row = page.getByRole('row').filter({ hasText: '待受理' }).first();
  await row.getByRole('button', { name: /^受\s?理$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^受理 RZ/ });
  await dialog.getByRole('combobox', { name: '客户经理' }).click();
  const options = page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  await popupsSettled(page);
  const names = await options.allInnerTexts();
  return names;
}

test('an institution manages its account managers and salesmen; an operator manages another institution', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bank = await signedInPage(browser, USERS.bank01, '/org/accountManagers');
  await expect(bank.getByRole('heading', { name: '客户经理 · 海川银行' })).toBeVisible();
  await expect(bank.getByRole('row').filter({ hasText: '王立群' })).toBeVisible();
  await shot(bank, 'managers-list');

  // Add: the shared rules speak first.
  await bank.getByRole('button', { name: '新增客户经理' }).click();
  const add = bank.getByRole('dialog', { name: '新增客户经理' });
  await add.getByRole('button', { name: SAVE }).click();
  await expect(add.getByText('请输入姓名')).toBeVisible();
  await expect(add.getByText('请输入移动电话')).toBeVisible();
  await add.getByLabel('姓名').fill(MANAGER.name);
  await add.getByLabel('移动电话').fill('12345678901');
  await add.getByLabel('移动电话').blur();
  await expect(add.getByText('移动电话格式不正确')).toBeVisible();
  await shot(bank, 'manager-add-errors');
  // A mobile another manager of the institution uses is refused by the server, on the field.
  await add.getByLabel('移动电话').fill('13816600101');
  await add.getByRole('button', { name: SAVE }).click();
  await expect(add.getByText('本机构已有使用该手机号的客户经理')).toBeVisible();
  await add.getByLabel('移动电话').fill(MANAGER.mobile);
  await add.getByRole('button', { name: SAVE }).click();
  await expect(bank.getByText('客户经理已保存')).toBeVisible();
  await expect(add).toBeHidden();

  // Edit.
  const added = bank.getByRole('row').filter({ hasText: MANAGER.mobile });
  await added.getByRole('button', { name: /^编\s?辑$/ }).click();
  const edit = bank.getByRole('dialog', { name: '编辑客户经理' });
  await expect(edit.getByLabel('姓名')).toHaveValue(MANAGER.name);
  await edit.getByLabel('姓名').fill(MANAGER.edited);
  await shot(bank, 'manager-edit');
  await edit.getByRole('button', { name: SAVE }).click();
  await expect(added.getByText(MANAGER.edited)).toBeVisible();

  // Disable, confirmed: no longer offered at acceptance.
  await confirmMove(bank, added, /^停\s?用$/, () => shot(bank, 'manager-disable-confirm'));
  await expect(bank.getByText('客户经理已停用')).toBeVisible();
  await expect(added.getByText('停用', { exact: true })).toBeVisible();
  await shot(bank, 'managers-disabled');
  const whileDisabled = await offeredAtAcceptance(bank);
  expect(whileDisabled).toContain('王立群 13816600101');
  expect(whileDisabled).not.toContain(`${MANAGER.edited} ${MANAGER.mobile}`);
  await shot(bank, 'acceptance-without-disabled');

  // Enable again: offered again.
  await bank.goto('/org/accountManagers');
  await pickOption(bank, bank.getByRole('combobox', { name: '状态' }), '停用');
  await expect(bank.getByRole('row').filter({ hasText: '王立群' })).toBeHidden();
  await confirmMove(bank, bank.getByRole('row').filter({ hasText: MANAGER.mobile }), /^启\s?用$/);
  await expect(bank.getByText('客户经理已启用')).toBeVisible();
  expect(await offeredAtAcceptance(bank)).toContain(`${MANAGER.edited} ${MANAGER.mobile}`);

  // Another salesman holds the supplier already (through the API, as the demo seed would).
  await bank.goto('/org/salesmen');
  const holder = await postAsPage<{ id: string }>(bank, '/api/salesman/save', HOLDER);
  expect(holder.error_no, holder.error_info).toBe(0);
  const options = await postAsPage<{
    rows: { memberId: string; enterpriseName: string; salesmanId: string | null }[];
  }>(bank, '/api/salesman/enterprises', { salesmanId: holder.data.id, keyword: SUPPLIER });
  const supplier = options.data.rows[0]!;
  const held = await postAsPage(bank, '/api/salesman/assign', {
    salesmanId: holder.data.id,
    members: [{ memberId: supplier.memberId, fromSalesmanId: supplier.salesmanId }],
  });
  expect(held.error_no, held.error_info).toBe(0);

  // A salesman, two enterprises assigned (one moved from its holder), one removed.
  await bank.reload();
  await bank.getByRole('button', { name: '新增业务员' }).click();
  const addSalesman = bank.getByRole('dialog', { name: '新增业务员' });
  await addSalesman.getByLabel('姓名').fill(SALESMAN.name);
  await addSalesman.getByLabel('移动电话').fill(SALESMAN.mobile);
  await addSalesman.getByRole('button', { name: SAVE }).click();
  await expect(bank.getByText('业务员已保存')).toBeVisible();
  await expect(addSalesman).toBeHidden();
  const salesman = bank.getByRole('row').filter({ hasText: SALESMAN.mobile });
  const holderRow = bank.getByRole('row').filter({ hasText: HOLDER.mobile });
  await expect(holderRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await popupsSettled(bank);
  await shot(bank, 'salesmen-list');
  await salesman.getByRole('button', { name: '负责企业' }).click();
  const drawer = bank.getByRole('dialog', { name: `${SALESMAN.name}负责的企业` });
  await expect(drawer.getByText('暂无负责的企业')).toBeVisible();
  await drawer.getByRole('button', { name: '分配企业' }).click();
  const assign = bank.getByRole('dialog', { name: `为${SALESMAN.name}分配企业` });
  const search = assign.getByPlaceholder('企业名称或统一社会信用代码');
  await search.fill('鼎盛');
  await search.press('Enter');
  await expect(assign.getByRole('row').filter({ hasText: CORE })).toBeHidden();
  await expect(assign.getByRole('row').filter({ hasText: SUPPLIER }).getByText(HOLDER.name)).toBeVisible();
  await assign.getByRole('checkbox', { name: SUPPLIER }).check();
  await search.fill('91310115');
  await search.press('Enter');
  await assign.getByRole('checkbox', { name: CORE }).check();
  await expect(assign.getByText('已选 2 家企业')).toBeVisible();
  // The supplier is held by another salesman (and the core enterprise too, once the demo assigns it).
  await expect(
    assign.getByText(
      new RegExp(`已选企业中有[12]家目前由其他业务员负责，分配后将转到${SALESMAN.name}名下。`),
    ),
  ).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect(assign.getByRole('row').filter({ hasText: SUPPLIER })).toBeVisible();
  await popupsSettled(bank);
  await shot(bank, 'assign-dialog');
  await assign.getByRole('button', { name: /^分\s?配$/ }).click();
  await expect(bank.getByText('企业已分配')).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(drawer.getByRole('row').filter({ hasText: SUPPLIER })).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: CORE })).toBeVisible();
  await popupsSettled(bank);
  await shot(bank, 'salesman-enterprises');
  await confirmMove(bank, drawer.getByRole('row').filter({ hasText: CORE }), /^移\s?除$/, () =>
    shot(bank, 'unassign-confirm'),
  );
  await expect(bank.getByText('企业已移除')).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: CORE })).toBeHidden();
  await expect(drawer.getByRole('row').filter({ hasText: SUPPLIER })).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  await expect(salesman.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  // Moved, not shared: the former holder has none left.
  await expect(holderRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  // On a phone the table scrolls sideways inside the card.
  await bank.setViewportSize({ width: 390, height: 844 });
  await shot(bank, 'salesmen-phone');
  await bank.setViewportSize({ width: 1280, height: 720 });

  // The operator picks another institution and manages its managers.
  const admin = await signedInPage(browser, USERS.admin01, '/org/accountManagers');
  await expect(admin.getByRole('heading', { name: '客户经理', exact: true })).toBeVisible();
  await pickOption(admin, admin.getByRole('combobox', { name: '所属机构' }), '江南银行');
  await expect(admin.getByRole('row').filter({ hasText: '海川银行' })).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: '江南银行' }).first()).toBeVisible();
  await admin.getByRole('button', { name: '新增客户经理' }).click();
  const adminAdd = admin.getByRole('dialog', { name: '新增客户经理' });
  await expect(adminAdd.getByRole('combobox', { name: '所属机构' })).toBeVisible();
  await expect(adminAdd.getByTitle('江南银行')).toBeVisible();
  await adminAdd.getByLabel('姓名').fill(JNB_MANAGER.name);
  await adminAdd.getByLabel('移动电话').fill(JNB_MANAGER.mobile);
  await shot(admin, 'operator-add');
  await adminAdd.getByRole('button', { name: SAVE }).click();
  await expect(admin.getByText('客户经理已保存')).toBeVisible();
  const jnbRow = admin.getByRole('row').filter({ hasText: JNB_MANAGER.mobile });
  await expect(jnbRow.getByText('江南银行')).toBeVisible();
  await confirmMove(admin, jnbRow, /^停\s?用$/);
  await expect(admin.getByText('客户经理已停用')).toBeVisible();
  await shot(admin, 'operator-list');
  // Not 海川银行's: bank01 does not see it.
  await bank.goto('/org/accountManagers');
  await expect(bank.getByRole('row').filter({ hasText: '王立群' })).toBeVisible();
  await expect(bank.getByRole('row').filter({ hasText: JNB_MANAGER.mobile })).toHaveCount(0);
});
