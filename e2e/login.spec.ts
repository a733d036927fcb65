import { expect, test } from '@playwright/test';
import {
  DEMO,
  LANDING,
  chooseTenant,
  expectPictureShown,
  expectSignedIn,
  passwordForm,
  passwordLogin,
  pickOption,
} from './support/auth';
import { LIMITS } from '@scf/shared/schemas/limits';
import { captchaAnswer, challengeAnswer, nextChallenge, nextSmsCode, smsCount } from './support/outbox';

test('password login: after three wrong passwords the image code is demanded, then the right answer signs in', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  const form = passwordForm(page);
  await chooseTenant(page, DEMO.tenant1);
  await form.getByLabel('用户名').fill(DEMO.bank01.account);
  const checkCode = form.getByLabel('图形验证码');
  await expect(checkCode).toBeHidden();

  for (let attempt = 1; attempt <= 3 && !(await checkCode.isVisible()); attempt++) {
    await form.getByLabel('密码', { exact: true }).fill('Wrong@0000');
    await form.getByRole('button', { name: '登录' }).click();
    // Each refusal adds a message; the earlier ones may still be showing.
    await expect(page.getByText('用户名或密码不正确，请重新输入').or(checkCode).last()).toBeVisible();
    // A refused password is emptied for the next try.
    if (!(await checkCode.isVisible()))
      await expect(form.getByLabel('密码', { exact: true })).toHaveValue('');
  }
  await expect(checkCode).toBeVisible();

  // A wrong answer is refused with a new picture.
  await expectPictureShown(form);
  await form.getByLabel('密码', { exact: true }).fill(DEMO.bank01.password);
  await checkCode.fill('00000');
  await checkCode.press('Enter');
  await expect(form.getByText(/图形验证码错误或已失效|用户名或密码不正确/).first()).toBeVisible();

  await expectPictureShown(form);
  await form.getByLabel('密码', { exact: true }).fill(DEMO.bank01.password);
  await checkCode.fill(await captchaAnswer(page, 'cc'));
  await checkCode.press('Enter');
  await expectSignedIn(page, '演示金融机构用户');
  expect(await page.evaluate(() => sessionStorage.getItem('userType'))).toBe('financeOrg');
  // The landing page is public; its header now leads to the institution's workbench.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '进入工作台' })).toHaveAttribute(
    'href',
    '/center/financeCenter',
  );
  await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
});

test('password login returns to the remembered address', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('loginUrl', '/errors/404'));
  const { account, password } = DEMO.comp01;
  await passwordLogin(page, { tenant: DEMO.tenant2, account, password });
  await expect(page).toHaveURL(/\/errors\/404$/);
  expect(await page.evaluate(() => sessionStorage.getItem('loginUrl'))).toBeNull();
});

test('mobile login with the image code and the SMS code from the outbox', async ({ page }) => {
  const { mobile } = DEMO.comp01;
  await page.goto('/login');
  // Earlier sign-ins failed from this address, so the password form may be fetching its own picture.
  const picture = nextChallenge(page, LIMITS.checkcodeMobile);
  await page.getByRole('tab', { name: '手机号登录' }).click();
  const form = page.getByRole('tabpanel', { name: '手机号登录' });

  // The send button checks the fields it needs first.
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('请输入手机号')).toBeVisible();

  await form.getByLabel('手机号').fill(mobile);
  await expectPictureShown(form);
  await form.getByLabel('图形验证码').fill(await challengeAnswer(page, picture));
  const before = await smsCount(page, mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信验证码已发送')).toBeVisible();
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await form.getByLabel('短信验证码').fill(await nextSmsCode(page, mobile, before));
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(LANDING);
  expect(await page.evaluate(() => sessionStorage.getItem('currUserId'))).toBeTruthy();
});

test('the login screen fits a phone and follows the language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await pickOption(page, page.getByRole('combobox', { name: '界面语言' }), 'English');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mobile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.getByRole('link', { name: /back to the home page/ }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a visitor on a signed-in route is sent to the login page and brought back after signing in', async ({
  page,
}) => {
  await page.goto('/tableList/repayPlan?page=2');
  await expect(page).toHaveURL(/\/login$/);
  const { account, password } = DEMO.comp01;
  await passwordLogin(page, { tenant: DEMO.tenant1, account, password });
  await expect(page).toHaveURL(/\/tableList\/repayPlan\?page=2$/);
  await expect(page.getByRole('navigation', { name: '系统菜单' })).toBeVisible();
});
