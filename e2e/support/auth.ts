import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { captchaAnswer, nextSmsCode, smsCount } from './outbox';

/** Demo data of the seed (apps/server/src/db/demo-accounts.ts). */
export const DEMO = {
  tenant1: '演示租户一',
  tenant2: '演示租户二',
  comp01: { account: 'comp01', password: 'Comp@12345', mobile: '13800001001' },
  bank01: { account: 'bank01', password: 'Bank@12345', mobile: '13800001002' },
} as const;

/** The server's answer when the sign-in must carry the image code (@scf/shared ERROR_CODES). */
const CHECK_CODE_REQUIRED = 2004;

/** Where a sign-in lands when no return address was remembered. */
export const LANDING = /\/mainIndex$/;

export const passwordForm = (page: Page) => page.getByRole('tabpanel', { name: '账号登录' });

/**
 * Picks an option in an antd Select. Its role=option elements are a hidden list for screen readers;
 * what a sighted user clicks are the visible items, named by their title. A click that lands while
 * the list is still sliding in can be lost (a test clicks within milliseconds, a person does not), so
 * the pick is repeated until the list has closed on it.
 */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  // The login route's pickers (tenant, language) are the browser's own selects.
  if (await combobox.evaluate((element) => element instanceof HTMLSelectElement)) {
    await combobox.selectOption({ label: option });
    return;
  }
  // The chosen value carries the same title; the open list comes after it in the page.
  const item = page.getByTitle(option, { exact: true }).filter({ visible: true });
  const openList = page.locator('.ant-select-dropdown').filter({ visible: true });
  // Only this list's motion matters: another element of the page may keep a motion class.
  const sliding = page.locator(
    '.ant-select-dropdown[class*="-appear-active"], .ant-select-dropdown[class*="-enter-active"]',
  );
  await expect(async () => {
    if ((await openList.count()) === 0) await combobox.click();
    await expect(sliding).toHaveCount(0);
    await item.last().click({ timeout: 2_000 });
    await expect(openList).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export async function chooseTenant(page: Page, tenant: string): Promise<void> {
  await pickOption(page, passwordForm(page).getByRole('combobox', { name: '租户' }), tenant);
}

/** The challenge picture has loaded (its refresh button is disabled while a new one loads). */
export async function expectPictureShown(scope: Locator): Promise<void> {
  await expect(scope.getByRole('button', { name: '看不清？换一张' })).toBeEnabled();
}

/**
 * Fills the password form and presses Enter, as a user finishing the form does. Three failed
 * sign-ins from one address within 15 minutes make every sign-in from it need the image code. The
 * field may appear while the form is being filled (the screen asks when the user name is left) or
 * only when the form is sent (2004); either way the code is answered and the form sent again.
 */
export async function passwordLogin(
  page: Page,
  { tenant, account, password }: { tenant: string; account: string; password: string },
): Promise<void> {
  const form = passwordForm(page);
  await chooseTenant(page, tenant);
  await form.getByLabel('用户名').fill(account);
  const passwordField = form.getByLabel('密码', { exact: true });
  await passwordField.fill(password);
  for (let round = 0; round < 3; round++) {
    const checkCode = form.getByLabel('图形验证码');
    if (await checkCode.isVisible()) {
      await expectPictureShown(form);
      await checkCode.fill(await captchaAnswer(page, 'cc'));
    }
    const sent = page
      .waitForRequest((request) => request.url().endsWith('/api/user/login'), { timeout: 5_000 })
      .catch(() => null);
    await passwordField.press('Enter');
    // Nothing sent: the form refused because the image code appeared meanwhile.
    const request = await sent;
    if (!request) continue;
    const { error_no } = ((await (await request.response())?.json()) ?? {}) as { error_no?: number };
    if (error_no !== CHECK_CODE_REQUIRED) return;
  }
}

/** After a sign-in: on the landing page, with the session keys the login stores. */
export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(LANDING);
  expect(await page.evaluate(() => sessionStorage.getItem('nickName'))).toBe(name);
}

/**
 * The SMS step of the registration and reset dialogs: 获取验证码 opens the graphic-code dialog,
 * whose answer sends the SMS; the code then goes into the SMS field. A mobile gets one SMS a
 * minute whatever it is for: when the server refuses as too frequent, the button counts the wait
 * down, and the user tries again once it is over.
 */
export async function receiveSmsCode(page: Page, dialog: Locator, mobile: string): Promise<void> {
  const send = dialog.getByRole('button', { name: '获取验证码' });
  const sent = page.getByText('短信验证码已发送');
  const tooFrequent = page.getByText('短信发送过于频繁，请60秒后再试');
  const before = await smsCount(page, mobile);
  for (let round = 0; round < 2; round++) {
    // A toast of an earlier send (the registration's, moments before) must not pass for this one's.
    await expect(sent.or(tooFrequent).filter({ visible: true })).toHaveCount(0);
    await expect(send).toBeEnabled({ timeout: 65_000 });
    await send.click();
    const codeDialog = page.getByRole('dialog', { name: '请输入图形验证码' });
    await expectPictureShown(codeDialog);
    await codeDialog.getByLabel('图形验证码').fill(await captchaAnswer(page, 'reg_cc'));
    await codeDialog.getByRole('button', { name: '确定' }).click();
    await expect(codeDialog).toBeHidden();
    await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(sent.or(tooFrequent).first()).toBeVisible();
    if (await sent.isVisible()) break;
    await expect(tooFrequent).toBeHidden();
  }
  await dialog.getByLabel('短信验证码').fill(await nextSmsCode(page, mobile, before));
}

/**
 * Registers an enterprise through the quick-registration dialog of the login screen, and leaves
 * the login screen showing its success message.
 */
export async function registerEnterprise(
  page: Page,
  {
    account,
    company,
    password,
    mobile,
  }: { account: string; company: string; password: string; mobile: string },
): Promise<void> {
  await page.goto('/login?userType=comp');
  await page.getByRole('button', { name: '免费注册' }).click();
  const dialog = page.getByRole('dialog', { name: '企业快速注册' });
  await dialog.getByLabel('用户名').fill(account);
  await dialog.getByLabel('公司名称').fill(company);
  await dialog.getByLabel('登录密码').fill(password);
  await expect(dialog.getByRole('status')).toHaveText(/复杂/);
  await dialog.getByLabel('确认密码').fill(password);
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();

  await dialog.getByLabel('手机号').fill(mobile);
  await receiveSmsCode(page, dialog, mobile);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The reply carries the real-name verification address, shown as a QR code to scan later.
  const realName = page.getByRole('dialog', { name: '实名认证' });
  await expect(realName.getByRole('img', { name: '实名认证' })).toBeVisible();
  await realName.getByRole('button', { name: '知道了' }).click();
  await expect(realName).toBeHidden();
}
