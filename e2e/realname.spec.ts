import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { withResidentIdCheckChar } from '../packages/shared/src/validators/resident-id.ts';
import { registerEnterprise } from './support/auth';
import { nextSmsCode, smsCount } from './support/outbox';
import { CENTRE, signInToCentre } from './support/user-centre';
import type { DemoUser } from './support/user-centre';

/**
 * Real-name verification (/member/realname, issue 5 point 12) by NEW quick-registered enterprises,
 * so the demo's comp02 stays unverified for the flows that rely on it.
 */

const SHOTS = '/tmp/realname-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const PASSWORD = 'Real@2024x';

/** A new enterprise user through the quick registration of the login screen; signed in afterwards. */
interface NewEnterprise {
  tenantId: string;
  account: string;
  password: string;
  name: string;
  mobile: string;
}

async function newEnterprise(page: Page, prefix: '135' | '136'): Promise<NewEnterprise> {
  const suffix = Date.now().toString(36).slice(-6);
  const user = {
    tenantId: 'T001',
    account: `rn${prefix}${suffix}`,
    password: PASSWORD,
    name: `实名企业${suffix}有限公司`,
    mobile: `${prefix}${String(Date.now()).slice(-8)}`,
  };
  await registerEnterprise(page, {
    account: user.account,
    company: user.name,
    password: user.password,
    mobile: user.mobile,
  });
  await signInToCentre(page, user as unknown as DemoUser, CENTRE);
  return user;
}

const systemMenu = (page: Page) => page.getByRole('navigation', { name: '系统菜单' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: '功能菜单' });

/** Whether the sidebar offers 融资需求发布 (a supplier's menu, not a toVerified one's). */
async function expectPublishMenu(page: Page, shown: boolean): Promise<void> {
  await systemMenu(page).getByRole('button', { name: '融资服务' }).click();
  await expect(sidebar(page).getByRole('menuitem', { name: '融资产品' })).toBeVisible();
  await expect(sidebar(page).getByRole('menuitem', { name: '融资需求发布' })).toHaveCount(shown ? 1 : 0);
}

/** A product on the shelf that is not a receivable one: its Apply button needs FINANCE_APPLY. */
async function openProduct(page: Page): Promise<void> {
  await page.goto('/product?loanType=LOGMIS');
  const card = page.getByRole('main').getByRole('article').first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The id of the next image challenge the page loads. */
const nextChallenge = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/getCheckCode'))
    .then(async (response) => ((await response.json()) as { data: { cc: string } }).data.cc);

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

/**
 * 获取验证码 with the image code answered. A mobile gets one SMS a minute whatever it is for, and
 * the registration has just sent one: when refused as too frequent the button counts the wait down
 * and the user tries again with the new picture once it is over.
 */
async function sendSmsCode(page: Page, form: Locator, firstChallenge: string): Promise<void> {
  const send = form.getByRole('button', { name: '获取验证码' });
  const sent = page.getByText('验证码已发送', { exact: true });
  const tooFrequent = page.getByText('短信发送过于频繁，请60秒后再试');
  let cc = firstChallenge;
  for (let round = 0; round < 2; round++) {
    await expect(send).toBeEnabled({ timeout: 65_000 });
    await form.getByLabel('图形验证码').fill(await answerOf(page, cc));
    const next = nextChallenge(page);
    await send.click();
    await expect(form.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    await expect(sent.or(tooFrequent).first()).toBeVisible();
    cc = await next;
    if (await sent.isVisible()) return;
    await expect(tooFrequent).toBeHidden();
  }
  throw new Error('the SMS code was not sent');
}

test('a new enterprise is sent to verify at Apply, verifies in the page with an SMS code, then Apply leads on', async ({
  page,
}) => {
  // The registration's SMS went to the same mobile moments ago: the next one waits out its minute.
  test.setTimeout(240_000);
  const user = await newEnterprise(page, '135');
  await expectPublishMenu(page, false);

  // Not verified: Apply asks to verify first and leads to the real-name page.
  await openProduct(page);
  await page.getByRole('button', { name: '立即申请' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: '您还未实名,是否前去实名认证?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/member\/realname$/);

  const card = page.getByRole('tabpanel').filter({ hasText: '您还未完成实名认证' });
  await expect(card.getByRole('tab', { name: '扫码认证', selected: true })).toBeVisible();
  await expect(card.getByText(/二维码将在 \d+:\d{2} 后失效/)).toBeVisible();
  await shot(page, 'desktop-qr');

  // 在线认证: the rules of the shared schema speak on their fields.
  const challenge = nextChallenge(page);
  await card.getByRole('tab', { name: '在线认证' }).click();
  const form = card.getByRole('tabpanel', { name: '在线认证' });
  await form.getByLabel('真实姓名').fill('Zhang');
  await form.getByLabel('身份证号').fill('110101199003070010');
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByText('姓名只能包含汉字，少数民族姓名可用间隔号“·”分隔')).toBeVisible();
  await expect(form.getByText(/身份证号码校验位不正确|身份证格式不正确/)).toBeVisible();
  await expect(form.getByText('请输入短信验证码')).toBeVisible();
  await expect(form.getByText(/验证码将发送至 135\*\*\*\*\d{4}/)).toBeVisible();
  await shot(page, 'desktop-online-errors');

  const certNo = withResidentIdCheckChar(`33010619880415${String(Date.now()).slice(-3)}`);
  await form.getByLabel('真实姓名').fill('张实名');
  await form.getByLabel('身份证号').fill(certNo);
  const before = await smsCount(page, user.mobile);
  await sendSmsCode(page, form, await challenge);
  await form.getByLabel('短信验证码').fill(await nextSmsCode(page, user.mobile, before));
  await shot(page, 'desktop-online-filled');
  await form.getByRole('button', { name: '提交认证' }).click();

  await expect(page.getByText('实名认证成功')).toBeVisible();
  const done = page.getByRole('tabpanel').filter({ hasText: '已完成实名认证' });
  await expect(done.getByText('**名')).toBeVisible();
  await expect(done.getByText(`${certNo.slice(0, 3)}***********${certNo.slice(-4)}`)).toBeVisible();
  await shot(page, 'desktop-verified');

  // Without signing in again: the stored role changed, the menus and Apply follow.
  expect(await page.evaluate(() => sessionStorage.getItem('userAgentRawRoleCode'))).toBe('normal');
  await expectPublishMenu(page, true);
  await openProduct(page);
  await page.getByRole('button', { name: '立即申请' }).click();
  // Verified, it is asked no more; a quick registration has no enterprise admitted yet, which the
  // server's check_product_access says before any form opens.
  await expect(page.getByText('您的账号尚未关联已审核通过的企业，暂不能办理融资')).toBeVisible();
  await expect(page.getByText('您还未实名,是否前去实名认证?')).toHaveCount(0);
});

test('a second new enterprise verifies on a phone through the QR code; the desktop page turns to done by itself', async ({
  page,
  browser,
}) => {
  await newEnterprise(page, '136');
  const link = page
    .waitForResponse((response) => response.url().includes('/api/member/realname/qr_token'))
    .then(async (response) => ((await response.json()) as { data: { url: string } }).data.url);
  await page.goto('/member/realname');
  const url = await link;
  const panel = page.getByRole('tabpanel', { name: '扫码认证' });
  await expect(panel.getByText(/二维码将在 \d+:\d{2} 后失效/)).toBeVisible();
  const qr = panel.locator('.ant-qrcode');
  await expect(qr).toBeVisible();
  expect(await qr.boundingBox()).toMatchObject({ width: expect.any(Number) });

  // The phone: another browser, not signed in, 390 px wide.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const mobilePage = await phone.newPage();
  await mobilePage.goto(url);
  const scan = mobilePage.getByRole('main');
  await expect(scan.getByText(/正在为账号 rn136\w+（实名企业\w+有限公司）进行实名认证/)).toBeVisible();
  await scan.getByRole('button', { name: '提交认证' }).click();
  await expect(scan.getByText('请输入真实姓名')).toBeVisible();
  await shot(mobilePage, 'phone-form-errors');

  const certNo = withResidentIdCheckChar(`44030519900307${String(Date.now()).slice(-3)}`);
  await scan.getByLabel('真实姓名').fill('李扫码');
  await scan.getByLabel('身份证号').fill(certNo);
  await shot(mobilePage, 'phone-form');
  await scan.getByRole('button', { name: '提交认证' }).click();
  await expect(scan.getByText('实名认证成功')).toBeVisible();
  await shot(mobilePage, 'phone-done');

  // The desktop page asked meanwhile and switched by itself.
  const done = page.getByRole('tabpanel').filter({ hasText: '已完成实名认证' });
  await expect(done.getByText('**码')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('userAgentRoleCode'))).toBe('supplier');
  await shot(page, 'desktop-qr-done');
  await expectPublishMenu(page, true);

  // The link is used up.
  await mobilePage.reload();
  await expect(scan.getByText('二维码已使用，该账号已完成实名认证')).toBeVisible();
  await shot(mobilePage, 'phone-used');
  // A changed link is refused as tampered.
  await mobilePage.goto(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(scan.getByText('二维码已被篡改，请在电脑上刷新二维码后重新扫描')).toBeVisible();
  await phone.close();
});
