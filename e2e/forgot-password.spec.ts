import { expect, test } from '@playwright/test';
import {
  DEMO,
  expectSignedIn,
  passwordForm,
  passwordLogin,
  pickOption,
  receiveSmsCode,
  registerEnterprise,
} from './support/auth';

test('a user resets a forgotten password by SMS; the new one signs in and the old one is refused', async ({
  page,
}) => {
  // The reset SMS goes to the mobile that received the registration SMS moments before, and a
  // mobile gets one SMS a minute: the flow waits that minute out.
  test.setTimeout(180_000);
  // An account of its own, so that no other flow depends on its password.
  const suffix = Date.now().toString(36).slice(-6);
  const account = `fgt${suffix}`;
  const company = `重置演示${suffix}有限公司`;
  const mobile = `137${String(Date.now()).slice(-8)}`;
  const oldPassword = 'Old@2024x';
  const newPassword = 'New@2024y';
  await registerEnterprise(page, { account, company, password: oldPassword, mobile });

  await page.getByRole('button', { name: '忘记密码' }).click();
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  // Accounts are unique per tenant; a self-registered one belongs to the default tenant.
  await pickOption(page, dialog.getByRole('combobox', { name: '租户' }), DEMO.tenant1);
  await dialog.getByLabel('用户名').fill(`nobody${suffix}`);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('用户名不存在')).toBeVisible();

  await dialog.getByLabel('用户名').fill(account);
  await dialog.getByRole('button', { name: '下一步' }).click();
  const shownMobile = dialog.getByLabel('手机号');
  await expect(shownMobile).toHaveAttribute('readonly', '');
  await expect(shownMobile).toHaveValue(new RegExp(`^${mobile.slice(0, 3)}.*${mobile.slice(-4)}$`));

  await receiveSmsCode(page, dialog, mobile);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(newPassword);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(dialog).toBeHidden();

  await passwordLogin(page, { tenant: DEMO.tenant1, account, password: oldPassword });
  await expect(page.getByText('用户名或密码不正确，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await passwordLogin(page, { tenant: DEMO.tenant1, account, password: newPassword });
  await expectSignedIn(page, company);
  await expect(passwordForm(page)).toBeHidden();
});
