import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

/**
 * Signing in for the user-centre flows (header, tabs, permissions, session, change mobile), through
 * the API as the login page does, so that those specs start where they are about: in the user
 * centre. The login screen itself is covered by login.spec.ts.
 */

/** Demo accounts of the seed (apps/server/src/db/demo-accounts.ts); tenants by code. */
export const USERS = {
  comp01: { tenantId: 'T001', account: 'comp01', password: 'Comp@12345', name: '演示企业用户' },
  comp02: { tenantId: 'T001', account: 'comp02', password: 'Comp@12345', name: '演示待认证企业用户' },
  comp01T2: { tenantId: 'T002', account: 'comp01', password: 'Comp@12345', name: '演示企业用户' },
  bank01: { tenantId: 'T001', account: 'bank01', password: 'Bank@12345', name: '演示金融机构用户' },
  bank01T2: { tenantId: 'T002', account: 'bank01', password: 'Bank@12345', name: '演示金融机构用户' },
  admin01: { tenantId: 'T001', account: 'admin01', password: 'Admin@12345', name: '演示运营人员' },
} as const;

export type DemoUser = (typeof USERS)[keyof typeof USERS];

/** A user-centre page of the demo menus (我的工作台 / 工作台 of an enterprise). */
export const CENTRE = '/center/enterCenter';

interface Envelope<T> {
  error_no: number;
  error_info: string;
  data: T;
}

/** Runs the app with other feature flags: they come with the runtime configuration (/config.json). */
export async function withFlags(page: Page, flags: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { flags: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, flags: { ...config.flags, ...flags } } });
  });
}

/** Posts as the page would: its cookie, and the CSRF token of the last reply it read. */
export async function postAsPage<T = unknown>(
  page: Page,
  path: string,
  data: object = {},
): Promise<Envelope<T>> {
  const token = await page.evaluate(() => sessionStorage.getItem('omc_crsf'));
  const reply = await page.request.post(path, { data, headers: { 'x-csrf-token': token ?? '' } });
  return (await reply.json()) as Envelope<T>;
}

interface LoginReply {
  userId: string;
  userAgentName: string;
  userAgentRawRoleCode: string;
  userAgentRoleCode: string;
  userType: string;
  tenantId: string;
  tenantName: string;
  tn: string;
  lastLoginDateTime: string | null;
  defaultPassword: boolean;
}

/**
 * Signs in with the page's request context (so the page shares the session cookie) and stores what
 * the login page stores (lib/session saveSignIn), then opens the user centre.
 */
/** The sign-in must carry the image code (@scf/shared ERROR_CODES.CHECK_CODE_REQUIRED). */
const CHECK_CODE_REQUIRED = 2004;

/** The answer of a fresh image challenge, read where a test reads it: the demo outbox. */
async function answeredChallenge(page: Page): Promise<{ cc: string; checkcode: string }> {
  const challenge = await page.request.get('/getCheckCode');
  const { cc } = ((await challenge.json()) as Envelope<{ cc: string }>).data;
  let checkcode: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Envelope<{
        captchas: { cc: string; answer: string }[];
      }>;
      return (checkcode = outbox.data.captchas.find((c) => c.cc === cc)?.answer);
    })
    .toBeDefined();
  return { cc, checkcode: checkcode ?? '' };
}

/** POST /api/user/login as the login page sends it, with the password encrypted by the served key. */
async function apiLogin(
  page: Page,
  user: DemoUser,
  challenge?: { cc: string; checkcode: string },
): Promise<Envelope<LoginReply>> {
  const first = await page.request.get('/config.json');
  const csrf = first.headers()['x-csrf-token'] ?? '';
  const keyReply = await page.request.post('/getSecurityKey', { headers: { 'x-csrf-token': csrf } });
  const { key1, key2 } = ((await keyReply.json()) as Envelope<{ key1: string; key2: string }>).data;
  const key = createPublicKey({ key: Buffer.from(key1, 'base64'), format: 'der', type: 'spki' });
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(user.password),
  ).toString('base64');
  const loginReply = await page.request.post('/api/user/login', {
    headers: { 'x-csrf-token': keyReply.headers()['x-csrf-token'] ?? csrf },
    data: {
      loginType: 'password',
      username: user.account,
      password,
      keyId: key2,
      tenantId: user.tenantId,
      ...challenge,
    },
  });
  return (await loginReply.json()) as Envelope<LoginReply>;
}

/**
 * Signs in with the page's request context (so the page shares the session cookie) and stores what
 * the login page stores (lib/session saveSignIn), then opens the user centre. Earlier specs sign in
 * wrongly on purpose, after which the server wants the image code from this address: it is answered.
 */
export async function signInToCentre(
  page: Page,
  user: DemoUser = USERS.comp01,
  path = CENTRE,
): Promise<void> {
  let login = await apiLogin(page, user);
  if (login.error_no === CHECK_CODE_REQUIRED)
    login = await apiLogin(page, user, await answeredChallenge(page));
  expect(login.error_no, login.error_info).toBe(0);

  await page.goto('/errors/404');
  await page.evaluate((reply) => {
    const session: Record<string, string> = {
      currUserId: reply.userId,
      nickName: reply.userAgentName,
      tn: reply.tn,
      userType: reply.userType,
      userAgentRawRoleCode: reply.userAgentRawRoleCode,
      userAgentRoleCode: reply.userAgentRoleCode,
    };
    if (reply.lastLoginDateTime) session.lastLoginDateTime = reply.lastLoginDateTime;
    for (const [name, value] of Object.entries(session)) sessionStorage.setItem(name, value);
    const {
      userId,
      userAgentName: name,
      userType,
      tenantId,
      tenantName,
      lastLoginDateTime,
      defaultPassword,
    } = reply;
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ userId, name, userType, tenantId, tenantName, lastLoginDateTime, defaultPassword }),
    );
  }, login.data);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: '系统菜单' })).toBeVisible();
  // The permission map arrives on its own; what it shows or hides must be in place before acting.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('userPermissions'))).not.toBeNull();
}

/** The user's button in the header, which opens the user menu. */
export const userButton = (page: Page, user: DemoUser = USERS.comp01) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(user.name) });

/**
 * Waits until antd's pop-ups (drop-downs, select lists) have finished animating in: a click that
 * lands during the animation can be lost (a test clicks within milliseconds, a person does not).
 */
export async function popupsSettled(page: Page): Promise<void> {
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
}

/** Opens the user menu and picks an item; repeated until the menu has closed on the pick. */
export async function chooseFromUserMenu(
  page: Page,
  item: string,
  user: DemoUser = USERS.comp01,
): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await userButton(page, user).click();
    await popupsSettled(page);
    await entry.click({ timeout: 2_000 });
    await expect(entry).toBeHidden({ timeout: 2_000 });
  }).toPass();
}

/** A page of its own browser context, signed in as `user` and showing `path`. */
export async function signedInPage(
  browser: Browser,
  user: DemoUser,
  path: string = CENTRE,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInToCentre(page, user, path);
  return page;
}

/**
 * Clicks a row's action and answers 确定 in the confirmation it opens, once that has finished
 * opening (a click during the zoom-in animation can land beside the button on a busy machine).
 * `whileShown` runs with the confirmation on screen, for a screenshot.
 */
export async function confirmMove(
  page: Page,
  row: Locator,
  action: RegExp | string,
  whileShown?: () => Promise<unknown>,
): Promise<void> {
  await row.getByRole('button', { name: action }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await popupsSettled(page);
  if (whileShown) await whileShown();
  await confirm.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(confirm).toBeHidden();
}
