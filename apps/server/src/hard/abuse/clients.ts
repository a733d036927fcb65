import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { captchas, smsCodes } from '@/db/schema.ts';
import { browser, captchaAnswer, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';

/**
 * Attackers for the abuse tests: clients from addresses of their own (198.18.0.0/15, the
 * benchmarking range), so the limits per address of one test do not reach another.
 */

let serial = 0;
export function newAddress(): string {
  serial++;
  return `198.${18 + (serial >> 16)}.${(serial >> 8) & 255}.${serial & 255}`;
}

/** A visitor with a session cookie and its CSRF token, from an address of its own. */
export async function visitorFrom(app: App, ip = newAddress()): Promise<Browser> {
  const client = browser(app, ip);
  await client.get('/health');
  return client;
}

export const signedInFrom = (app: App, account: string, ip = newAddress(), tenant = 'T001') =>
  signedIn(app, account, tenant, ip);

/** A 4-character image challenge (the SMS forms' kind) drawn through the API and its answer. */
export async function challenge(client: Browser, db: Db): Promise<{ cc: string; answer: string }> {
  const { cc } = (await client.get('/getCheckCode?length=4')).json().data as { cc: string };
  return { cc, answer: await captchaAnswer(db, cc) };
}

/** A wrong answer of the challenge's length and alphabet. */
export const wrongAnswer = (answer: string) => (answer[0] === 'A' ? 'B' : 'A') + answer.slice(1);

/** Fresh mobiles, one per test step, so the 60 s window of one does not reach the next. */
let mobileSerial = 0;
export const newMobile = () => `1990${String(++mobileSerial).padStart(7, '0')}`;

/** Moves the SMS codes of a mobile back in time, as if `seconds` had passed since they were sent. */
export async function ageSmsCodes(db: Db, mobile: string, seconds: number): Promise<void> {
  const rows = await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
  for (const row of rows) {
    await db
      .update(smsCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
      .where(eq(smsCodes.id, row.id));
  }
}

export async function expireChallenge(db: Db, cc: string): Promise<void> {
  await db
    .update(captchas)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(captchas.id, cc));
}

/** A refusal as the abuse cases expect it: 4xx, a non-zero error_no and a message, never a 5xx. */
export function expectRefusal(res: LightMyRequestResponse, status?: number): { error_no: number } {
  const shown = res.body.slice(0, 300);
  expect(res.statusCode, shown).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, shown).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, shown).toBe(status);
  const body = res.json() as { error_no: number; error_info: string };
  expect(body.error_no).not.toBe(0);
  expect(body.error_info.length).toBeGreaterThan(0);
  return body;
}
