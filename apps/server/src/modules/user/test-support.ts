import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { captchas, smsCodes, smsOutbox } from '@/db/schema.ts';
import { testClient } from '@/test/test-app.ts';

/**
 * Test helpers of the account flows (registration, forgot password, personal settings,
 * favourites): a browser that has a session, passwords encrypted with the server's key as the web
 * app does, the image code's answer and the last SMS code "sent".
 */

export type Client = ReturnType<typeof testClient>;

/** A client holding a session cookie and its CSRF token, as a page that has loaded once does. */
export async function visitor(app: App): Promise<Client> {
  const client = testClient(app);
  await client.get('/health');
  return client;
}

/** Passwords encrypted as the browser does: RSA-OAEP (SHA-256) with key1 of POST /getSecurityKey. */
export async function encrypter(client: Client): Promise<{ keyId: string; encrypt(plain: string): string }> {
  const res = await client.post('/getSecurityKey');
  const { key1, key2 } = res.json().data as { key1: string; key2: string };
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
  const [row] = await app.db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, cc));
  if (!row) throw new Error(`captcha ${cc} not stored`);
  return { cc, answer: row.answer };
}

/** The code of the last SMS handed to delivery for this mobile (the development outbox). */
export async function lastSmsCode(db: Db, mobile: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.code ?? undefined;
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
