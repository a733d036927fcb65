import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { smsCodes } from '@/db/schema.ts';
import { captchaAnswer, encrypter } from '@/test/account-support.ts';
import { testClient } from '@/test/test-app.ts';

/**
 * Test helpers of the account flows (registration, forgot password, personal settings,
 * favourites): a browser that has a session, passwords encrypted with the server's key as the web
 * app does, the image code's answer and the last SMS code "sent".
 */

export { encrypter, lastSmsCode } from '@/test/account-support.ts';

export type Client = ReturnType<typeof testClient>;

/** A client holding a session cookie and its CSRF token, as a page that has loaded once does. */
export async function visitor(app: App): Promise<Client> {
  const client = testClient(app);
  await client.get('/health');
  return client;
}

/** POST /api/user/login in password mode, as the login page sends it. */
export async function signIn(
  client: Client,
  { account, password, tenantId = 'T001' }: { account: string; password: string; tenantId?: string },
): Promise<LightMyRequestResponse> {
  const { keyId, encrypt } = await encrypter(client);
  return client.post('/api/user/login', {
    loginType: 'password',
    username: account,
    password: encrypt(password),
    keyId,
    tenantId,
  });
}

/** A fresh image challenge and its answer, read from the table as a person reads the picture. */
export async function imageCode(app: App, length: 4 | 5 = 4): Promise<{ cc: string; answer: string }> {
  const { cc } = await app.captcha.create(length);
  return { cc, answer: await captchaAnswer(app.db, cc) };
}

export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Row counts of several tables, to show that a refused call wrote nothing. */
export async function rowCounts(db: Db, tables: Record<string, PgTable>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await rowCount(db, table)] as const),
  );
  return Object.fromEntries(entries);
}

/** Lifts the one-SMS-a-minute window of a mobile (its codes are deleted), for a test that sends again. */
export async function forgetSentCodes(db: Db, mobile: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
}
