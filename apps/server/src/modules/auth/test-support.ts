import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import { encrypter, lastSmsCode as lastSentCode } from '@/test/account-support.ts';
import { testClient } from '@/test/test-app.ts';

/**
 * Test helpers of sign-in and access: a browser from a given address, passwords encrypted as the
 * web app does, image-code answers and SMS codes as a person reads them.
 */

export { captchaAnswer, encrypter } from '@/test/account-support.ts';

export type Browser = ReturnType<typeof browser>;

/** A client that keeps its cookie and CSRF token and sends every request from `ip`. */
export function browser(app: App, ip = '127.0.0.1') {
  const client = testClient(app);
  return {
    ...client,
    get: (url: string, headers: Record<string, string> = {}) =>
      client.request({ method: 'GET', url, headers, remoteAddress: ip }),
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      client.request({
        method: 'POST',
        url,
        headers,
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload: payload as string }),
      }),
    get cookie() {
      return client.cookie;
    },
  };
}

export interface PasswordSignIn {
  account: string;
  password: string;
  tenantId?: string;
  checkcode?: string;
  cc?: string;
}

/** POST /api/user/login in password mode; a first GET gives the client its cookie and CSRF token. */
export async function passwordLogin(
  client: Browser,
  { account, password, tenantId = 'T001', ...rest }: PasswordSignIn,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  if (!client.cookie) await client.get('/health');
  const { keyId, encrypt } = await encrypter(client);
  return client.post(
    '/api/user/login',
    { loginType: 'password', username: account, password: encrypt(password), keyId, tenantId, ...rest },
    headers,
  );
}

/** A browser signed in as a demo account. */
export async function signedIn(
  app: App,
  account: string,
  tenantId = 'T001',
  ip = '127.0.0.1',
): Promise<Browser> {
  const client = browser(app, ip);
  const res = await passwordLogin(client, { account, password: demoPassword(account), tenantId });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.body}`);
  return client;
}

export function demoPassword(account: string): string {
  const demo = DEMO_ACCOUNTS.find((a) => a.account === account);
  if (!demo) throw new Error(`${account} is no demo account`);
  return demo.password;
}

/** The code of the last SMS sent to this mobile; a test that expects one fails without it. */
export async function lastSmsCode(db: Db, mobile: string): Promise<string> {
  const code = await lastSentCode(db, mobile);
  if (!code) throw new Error(`no SMS sent to ${mobile}`);
  return code;
}
