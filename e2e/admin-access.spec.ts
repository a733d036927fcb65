import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { pickOption } from './support/auth';
import { USERS, confirmMove, popupsSettled, signedInPage } from './support/user-centre';
import type { DemoUser } from './support/user-centre';

/**
 * Roles, users and menus through the browser (issue 7 points 1, 2 and 6): admin01 creates a role,
 * gives it rights through the menu tree and creates a user holding it; the user signs in, changes
 * the first password, sees exactly those menus and no other page; admin01 widens the role and the
 * user's menus follow without a new sign-in; admin01 disables the user and the session ends. Menu
 * management adds, orders, hides a menu and sets a page's buttons.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-admin-access/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const SUFFIX = String(Date.now() % 100_000);
const ROLE = { code: `E2E_AUDIT_${SUFFIX}`, name: `审核专员${SUFFIX}` };
const CLERK: DemoUser & { newPassword: string } = {
  tenantId: 'T001',
  account: `audit${SUFFIX}`,
  password: 'Init#2026a',
  newPassword: 'Audit#2026b',
  name: '测试审核员',
} as unknown as DemoUser & { newPassword: string };

const save = (dialog: Locator) => dialog.getByRole('button', { name: /^保\s?存$/ }).click();

/** The tree node titled `label` is checked: clicking its title toggles it. */
async function tick(dialog: Locator, label: string) {
  const node = dialog
    .locator('.ant-tree-treenode')
    .filter({ has: dialog.page().getByText(label, { exact: true }) });
  if ((await node.locator('.ant-tree-checkbox-checked').count()) === 0)
    await node.getByText(label, { exact: true }).click();
  await expect(node.locator('.ant-tree-checkbox-checked, .ant-tree-checkbox-indeterminate')).toHaveCount(1);
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '功能菜单' });
const topMenus = (page: Page) => page.getByRole('navigation', { name: '系统菜单' }).getByRole('button');

test('a role made and given rights in the browser reaches its user, who follows every change without signing in again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, USERS.admin01, '/admin/roles');
  await expect(admin.getByRole('row').filter({ hasText: '平台运营' })).toBeVisible();
  await shot(admin, 'roles-list');

  // A role: the form's rules speak first.
  await admin.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = admin.getByRole('dialog', { name: '新增角色' });
  await save(roleDialog);
  await expect(roleDialog.getByText('请输入角色编码')).toBeVisible();
  await roleDialog.getByLabel('角色编码').fill('audit-er');
  await roleDialog.getByLabel('角色名称').fill(ROLE.name);
  await expect(roleDialog.getByText('角色编码只能包含字母、数字和下划线，且不超过30个字符')).toBeVisible();
  await roleDialog.getByLabel('角色编码').fill(ROLE.code);
  await shot(admin, 'role-dialog');
  await save(roleDialog);
  await expect(admin.getByText('角色已保存')).toBeVisible();
  const roleRow = admin.getByRole('row').filter({ hasText: ROLE.code });
  await expect(roleRow).toContainText('启用');

  // Its rights: the product review page (its root comes with it) and the right to audit.
  await roleRow.getByRole('button', { name: '分配权限' }).click();
  const rights = admin.getByRole('dialog', { name: `分配权限 · ${ROLE.name}` });
  await tick(rights, '产品审核');
  await tick(rights, '审核产品');
  await expect(rights.getByText(/已选 2 个菜单、1 项权限/)).toBeVisible();
  await shot(admin, 'rights-dialog');
  await save(rights);
  await expect(admin.getByText('权限已保存，持有该角色的用户下次操作时即生效')).toBeVisible();

  // A user holding it, with a first password.
  await sideMenu(admin).getByText('用户管理', { exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await admin.getByRole('button', { name: '新增用户' }).click();
  const userDialog = admin.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByLabel('账号').fill(CLERK.account);
  await pickOption(admin, userDialog.getByRole('combobox', { name: '用户类型' }), '平台运营人员');
  await userDialog.getByLabel('姓名').fill(CLERK.name);
  await userDialog.getByLabel('手机号').fill(`139${SUFFIX.padStart(8, '0')}`);
  await userDialog.getByRole('combobox', { name: '角色' }).click();
  await popupsSettled(admin);
  await admin.getByTitle(ROLE.name, { exact: true }).filter({ visible: true }).last().click();
  await admin.keyboard.press('Escape');
  await userDialog.getByLabel('初始密码', { exact: true }).fill('weak');
  await userDialog.getByLabel('确认初始密码').fill('weak');
  await save(userDialog);
  await expect(
    userDialog.getByText('密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种'),
  ).toBeVisible();
  await userDialog.getByLabel('初始密码', { exact: true }).fill(CLERK.password);
  await userDialog.getByLabel('确认初始密码').fill(CLERK.password);
  await expect(userDialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await shot(admin, 'user-dialog');
  await save(userDialog);
  await expect(admin.getByText('用户已保存')).toBeVisible();
  const userRow = admin.getByRole('row').filter({ hasText: CLERK.account });
  await expect(userRow).toContainText(ROLE.name);
  await expect(userRow).toContainText('初始密码');
  await shot(admin, 'users-list');

  // The role is in use now: it cannot be deleted.
  await sideMenu(admin).getByText('角色管理', { exact: true }).click();
  await confirmMove(admin, admin.getByRole('row').filter({ hasText: ROLE.code }), /^删\s?除$/);
  await expect(admin.getByText('该角色已分配给用户，不能删除')).toBeVisible();
  // The server names its text's key, so the refusal reads in the user's language.
  await admin.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await admin.reload();
  await admin.getByRole('row').filter({ hasText: ROLE.code }).getByRole('button', { name: 'Delete' }).click();
  await popupsSettled(admin);
  await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByText('The role is assigned to users and cannot be deleted')).toBeVisible();
  await admin.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  await admin.reload();

  // The user signs in, must change the first password, and sees exactly the role's menus.
  const clerk = await signedInPage(browser, CLERK, '/center/financeCenter');
  const forced = clerk.getByRole('dialog', { name: '首次登录请修改初始密码' });
  await expect(forced).toBeVisible();
  await shot(clerk, 'forced-password');
  await forced.getByLabel('原密码').fill(CLERK.password);
  await forced.getByLabel('新密码', { exact: true }).fill(CLERK.newPassword);
  await forced.getByLabel('确认新密码').fill(CLERK.newPassword);
  await save(forced);
  await expect(clerk.getByText('登录密码已修改')).toBeVisible();
  await expect(topMenus(clerk)).toHaveText(['审核中心']);
  await expect(sideMenu(clerk).getByRole('menuitem')).toHaveText(['产品审核']);
  await sideMenu(clerk).getByText('产品审核', { exact: true }).click();
  await expect(clerk).toHaveURL(/\/admin\/productAudit$/);
  await expect(clerk.getByRole('main').getByText('您无权访问')).toHaveCount(0);

  // A page outside the menus: no access, in its tab.
  await clerk.goto('/admin/roles');
  await expect(clerk.getByRole('main').getByRole('heading', { name: '您无权访问' })).toBeVisible();
  await shot(clerk, 'no-access');

  // admin01 widens the role; the user's menus follow on their next move.
  await admin
    .getByRole('row')
    .filter({ hasText: ROLE.code })
    .getByRole('button', { name: '分配权限' })
    .click();
  await tick(rights, '企业注册审核');
  await tick(rights, '审核企业注册');
  await save(rights);
  await expect(admin.getByText('权限已保存，持有该角色的用户下次操作时即生效')).toBeVisible();
  await clerk.bringToFront();
  await clerk.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(sideMenu(clerk).getByRole('menuitem')).toHaveText(['产品审核', '企业注册审核']);
  await sideMenu(clerk).getByText('企业注册审核', { exact: true }).click();
  await expect(clerk).toHaveURL(/\/member\/registrationReview$/);
  await expect(clerk.getByRole('main').getByRole('heading', { name: '您无权访问' })).toHaveCount(0);
  await expect(clerk.getByRole('main').getByText('您无权操作该功能！')).toHaveCount(0);
  await shot(clerk, 'menus-followed');

  // admin01 disables the user: the session ends at the user's next request.
  await admin.bringToFront();
  await sideMenu(admin).getByText('用户管理', { exact: true }).click();
  await confirmMove(admin, admin.getByRole('row').filter({ hasText: CLERK.account }), /^停\s?用$/);
  await expect(admin.getByText('用户已停用，其会话已结束')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: CLERK.account })).toContainText('已停用');
  // Coming back to the window is the user's next move: it asks the server again (the access
  // refresh), which may already have happened as the page came to the front.
  await clerk.bringToFront();
  await clerk.evaluate(() => window.dispatchEvent(new Event('focus')));
  const ended = clerk.getByRole('dialog', { name: '确认登录' });
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('会话已失效,请重新登录');
  await shot(clerk, 'session-ended');
  await ended.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(clerk).toHaveURL(/\/login$/);

  // On a phone the list scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 800 });
  await shot(admin, 'users-phone');
  await admin.context().close();
  await clerk.context().close();
});

test('menu management adds a menu with a page, orders it, sets its buttons and hides it from everyone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, USERS.admin01, '/admin/menus');
  await expect(admin.getByRole('row').filter({ hasText: 'op_system' })).toBeVisible();
  await shot(admin, 'menus-list');
  // On a phone the fixed column of moves leaves the menu's name in view; its moves wrap.
  const wide = admin.viewportSize()!;
  await admin.setViewportSize({ width: 390, height: 800 });
  const systemRow = admin.getByRole('row').filter({ hasText: 'op_system' });
  const [nameBox, movesBox] = await Promise.all([
    systemRow.locator('td').first().boundingBox(),
    systemRow.locator('td').last().boundingBox(),
  ]);
  expect(movesBox!.width).toBeLessThan(200);
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(movesBox!.x + 1);
  await shot(admin, 'menus-phone');
  await admin.setViewportSize(wide);

  await admin.getByRole('button', { name: '新增一级菜单' }).click();
  const add = admin.getByRole('dialog', { name: '新增一级菜单' });
  await add.getByLabel('菜单编码').fill(`tools_${SUFFIX}`);
  await add.getByLabel('名称（简体中文）').fill('测试工具');
  await add.getByLabel('名称（繁体中文）').fill('測試工具');
  await add.getByLabel('名称（英文）').fill('Tools');
  await add.getByLabel('地址').fill('javascript:alert(1)');
  await save(add);
  await expect(
    add.getByText('菜单地址应为以“/”开头的站内路径或http(s)网址，且不超过300个字符'),
  ).toBeVisible();
  await add.getByLabel('地址').fill('');
  await expect(add.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await shot(admin, 'menu-dialog');
  await save(add);
  await expect(add).toBeHidden();
  await expect(admin.getByText('菜单已保存')).toBeVisible();

  const root = admin.getByRole('row').filter({ hasText: `tools_${SUFFIX}` });
  await root.getByRole('button', { name: '添加子菜单' }).click();
  const child = admin.getByRole('dialog', { name: '新增子菜单 · 测试工具' });
  await child.getByLabel('菜单编码').fill(`tools_page_${SUFFIX}`);
  await child.getByLabel('名称（简体中文）').fill('工具页');
  await child.getByLabel('名称（繁体中文）').fill('工具頁');
  await child.getByLabel('名称（英文）').fill('Tool page');
  await save(child);
  await expect(child.getByText('子菜单和内嵌页面菜单须填写地址')).toBeVisible();
  await child.getByLabel('地址').fill('/admin/roles');
  await save(child);
  await expect(child).toBeHidden();
  // The first save's message may still be fading out beside this one.
  await expect(admin.getByText('菜单已保存').last()).toBeVisible();

  // The new root is last; one step up puts it before 资讯与帮助.
  // The table's top-level rows, in order.
  const rootNames = async () => admin.locator('tr.ant-table-row-level-0 td:first-child').allTextContents();
  await expect(root.getByRole('button', { name: '下移' })).toBeDisabled();
  await root.getByRole('button', { name: '上移' }).click();
  await expect(admin.getByText('顺序已调整')).toBeVisible();
  await expect(root.getByRole('button', { name: '下移' })).toBeEnabled();
  expect((await rootNames()).slice(-2).map((name) => name.trim())).toEqual(['测试工具', '资讯与帮助']);

  // Its page's buttons.
  await root.getByRole('button', { name: /展开|Expand/ }).click();
  const page = admin.getByRole('row').filter({ hasText: `tools_page_${SUFFIX}` });
  await page.getByRole('button', { name: '按钮权限' }).click();
  const buttons = admin.getByRole('dialog', { name: '按钮权限 · 工具页' });
  await buttons.getByRole('combobox', { name: '按钮权限' }).click();
  await buttons.getByRole('combobox', { name: '按钮权限' }).pressSequentially('ROLE_ADD');
  await popupsSettled(admin);
  await admin.getByTitle('新增角色 (ROLE_ADD)', { exact: true }).filter({ visible: true }).last().click();
  await admin.keyboard.press('Escape');
  await shot(admin, 'buttons-dialog');
  await save(buttons);
  await expect(admin.getByText('按钮权限已保存')).toBeVisible();
  await expect(page).toContainText('1 项');

  // A menu with children cannot be deleted.
  await confirmMove(admin, root, /^删\s?除$/);
  await expect(admin.getByText('该菜单下还有子菜单，不能删除')).toBeVisible();

  // Given to the operators it shows in the top bar; hidden it is served to nobody.
  await sideMenu(admin).getByText('角色管理', { exact: true }).click();
  await admin
    .getByRole('row')
    .filter({ hasText: 'operator' })
    .getByRole('button', { name: '分配权限' })
    .click();
  const rights = admin.getByRole('dialog', { name: '分配权限 · 平台运营' });
  await tick(rights, '工具页');
  await save(rights);
  await expect(admin.getByText('权限已保存，持有该角色的用户下次操作时即生效')).toBeVisible();
  await sideMenu(admin).getByText('菜单管理', { exact: true }).click();
  await expect(topMenus(admin).filter({ hasText: '测试工具' })).toHaveCount(1);
  await confirmMove(admin, root, '隐藏');
  await expect(admin.getByText('菜单已隐藏')).toBeVisible();
  await expect(root).toContainText('已隐藏');
  await sideMenu(admin).getByText('角色管理', { exact: true }).click();
  await expect(topMenus(admin).filter({ hasText: '测试工具' })).toHaveCount(0);
  await shot(admin, 'menu-hidden');
  await admin.context().close();
});
