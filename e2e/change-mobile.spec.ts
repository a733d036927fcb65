import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { nextSmsCode, smsCount } from './support/outbox';
import { USERS, chooseFromUserMenu, signInToCentre } from './support/user-centre';

/** The answer to the image challenge with id `cc`, as the demo outbox has it. */
async function answerOf(page: Page, cc: string): Promise<string> {
  let answer: string | undefined;
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/dev/outbox');
      const { data } = (await reply.json()) as { data: { captchas: { cc: string; answer: string }[] } };
      answer = data.captchas.find((captcha) => captcha.cc === cc)?.answer;
      return answer;
    })
    .toBeDefined();
  return answer ?? '';
}

/** The id of the next image challenge the dialog loads. */
const nextChallenge = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/getCheckCode'))
    .then(async (response) => ((await response.json()) as { data: { cc: string } }).data.cc);

test('change mobile: password, then the new mobile with image and SMS codes; wrong codes are reset', async ({
  page,
}) => {
  // bank01 of the second tenant: other flows sign in with the first tenant's mobiles.
  const user = USERS.bank01T2;
  await signInToCentre(page, user);
  await chooseFromUserMenu(page, '修改手机号', user);
  const dialog = page.getByRole('dialog', { name: '修改手机号' });

  // Step 1: the login password.
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入登录密码')).toBeVisible();
  await dialog.getByLabel('登录密码').fill('Wrong@00000');
  let challenge = nextChallenge(page);
  await dialog.getByRole('button', { name: '下一步' }).click();

  // Step 2: a wrong image code (111000) clears it and shows a new picture.
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel('新手机号').fill(mobile);
  await challenge;
  challenge = nextChallenge(page);
  await dialog.getByLabel('图形验证码').fill('0000');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('图形验证码错误或已失效')).toBeVisible();
  await expect(dialog.getByLabel('图形验证码')).toHaveValue('');

  // The right one sends the SMS; the button counts down 60 seconds.
  const before = await smsCount(page, mobile);
  await dialog.getByLabel('图形验证码').fill(await answerOf(page, await challenge));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送，请注意查收')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await nextSmsCode(page, mobile, before);
  await dialog.getByLabel('短信验证码').fill(code);

  // The wrong password (111052) comes back with the final request: back to step 1, password cleared.
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('登录密码错误')).toBeVisible();
  await expect(dialog.getByLabel('登录密码')).toBeVisible();
  await expect(dialog.getByLabel('登录密码')).toHaveValue('');

  await dialog.getByLabel('登录密码').fill(user.password);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByLabel('短信验证码')).toHaveValue(code);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('手机号已修改')).toBeVisible();
  await expect(dialog).toBeHidden();

  await chooseFromUserMenu(page, '修改个人信息', user);
  await expect(page.getByRole('dialog', { name: '修改个人信息' }).getByLabel('手机号')).toHaveValue(mobile);
});
