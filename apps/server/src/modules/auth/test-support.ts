import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import { captchas, smsOutbox } from '@/db/schema.ts';
import { testClient } from '@/test/test-app.ts';

/**
 * Test helpers of sign-in and access: a browser from a given address, passwords encrypted as the
 * web app does, image-code answers and SMS codes as a person reads them.
 */

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

/** RSA-OAEP (SHA-256) with key1 of POST /getSecurityKey, as the browser's WebCrypto does. */
export async function encrypter(client: Browser): Promise<{ keyId: string; encrypt(plain: string): string }> {
  const { key1, key2 } = (await client.post('/getSecurityKey')).json().data as { key1: string; key2: string };
  const key = createPublicKey({ key: Buffer.from(key1, 'base64'), format: 'der', type: 'spki' });
  return {
    keyId: key2,
    encrypt: (plain) =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(plain),
      ).toString('base64'),
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

export async function captchaAnswer(db: Db, cc: string): Promise<string> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, cc));
  if (!row) throw new Error(`captcha ${cc} not stored`);
  return row.answer;
}

export async function lastSmsCode(db: Db, mobile: string): Promise<string> {
  const [row] = await db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no SMS sent to ${mobile}`);
  return row.code;
}
