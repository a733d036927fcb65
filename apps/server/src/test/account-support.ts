import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '@/db/client.ts';
import { captchas, smsOutbox } from '@/db/schema.ts';

/**
 * What the account tests do as a person and a browser would: encrypt a password with the served
 * key, read the image challenge's answer, read the SMS "sent" (the development outbox).
 */

/** Passwords encrypted as the browser does: RSA-OAEP (SHA-256) with key1 of POST /getSecurityKey. */
export async function encrypter(client: {
  post(url: string): Promise<LightMyRequestResponse>;
}): Promise<{ keyId: string; encrypt(plain: string): string }> {
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

/** The answer of a stored image challenge, as a person reads it off the picture. */
export async function captchaAnswer(db: Db, cc: string): Promise<string> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, cc));
  if (!row) throw new Error(`captcha ${cc} not stored`);
  return row.answer;
}

/** The code of the last SMS handed to delivery for this mobile, if any. */
export async function lastSmsCode(db: Db, mobile: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.code ?? undefined;
}
