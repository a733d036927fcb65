import { expect, test } from '@playwright/test';
import { DEMO, expectSignedIn, passwordLogin, registerEnterprise } from './support/auth';

test('an enterprise registers in the quick-registration dialog, then signs in with the new account', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).slice(-6);
  const account = `reg${suffix}`;
  const password = 'Reg@2024x';
  // A mobile nobody in the seed has: 139 followed by eight digits of the clock.
  const mobile = `139${String(Date.now()).slice(-8)}`;

  await page.goto('/login?userType=comp');
  await page.getByRole('button', { name: '免费注册' }).click();
  const dialog = page.getByRole('dialog', { name: '企业快速注册' });

  // Rules of step 1, as the user meets them.
  await dialog.getByLabel('用户名').fill(DEMO.comp01.account);
  await dialog.getByLabel('公司名称').click();
  await expect(dialog.getByText('用户名已存在')).toBeVisible();
  await dialog.getByLabel('登录密码').fill('abcdef');
  await expect(dialog.getByRole('status')).toHaveText(/弱/);
  await dialog.getByLabel('确认密码').fill('abcdeg');
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请勾选注册协议')).toBeVisible();

  // The agreement opens in its own dialog.
  await dialog
    .getByRole('button', { name: /《.+》/ })
    .first()
    .click();
  const agreement = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '知道了' }) });
  await expect(agreement).toBeVisible();
  await agreement.getByRole('button', { name: '知道了' }).click();
  await page.getByRole('button', { name: '关闭' }).first().click();

  await registerEnterprise(page, { account, company: `演示企业${suffix}有限公司`, password, mobile });

  await passwordLogin(page, { tenant: DEMO.tenant1, account, password });
  await expectSignedIn(page, `演示企业${suffix}有限公司`);
});
