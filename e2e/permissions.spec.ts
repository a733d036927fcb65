import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  USERS,
  chooseFromUserMenu,
  postAsPage,
  signInToCentre,
  userButton,
  withFlags,
} from './support/user-centre';
import type { DemoUser } from './support/user-centre';

const openUserMenu = (page: Page, user: DemoUser) => userButton(page, user).click();

test('without account-manager rights 用户管理 is not there, and the server refuses what it lacks (-107)', async ({
  page,
}) => {
  await signInToCentre(page, USERS.comp01);
  await openUserMenu(page, USERS.comp01);
  await expect(page.getByRole('menuitem', { name: '修改手机号' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('userPermissions') ?? '{}')),
  ).not.toHaveProperty('ACCOUNT_MANAGER_ADD');

  // The role list needs a ROLE_* code, which an enterprise user does not hold.
  expect(await postAsPage(page, '/api/access/roles/list')).toMatchObject({
    error_no: -107,
    error_info: '您无权操作该功能！',
  });
});

test('with account-manager rights 用户管理 is there and opens the account managers in a tab', async ({
  page,
}) => {
  await signInToCentre(page, USERS.bank01T2);
  await chooseFromUserMenu(page, '用户管理', USERS.bank01T2);
  await expect(page).toHaveURL(/\/org\/accountManagers$/);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
});

test('with OPEN_AUTH_VERIFICATION off nothing is hidden', async ({ page }) => {
  await withFlags(page, { OPEN_AUTH_VERIFICATION: false });
  await signInToCentre(page, USERS.comp01);
  await openUserMenu(page, USERS.comp01);
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
});
