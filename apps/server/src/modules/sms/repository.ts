import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { smsCodes, smsOutbox } from '@/db/schema.ts';

export type SmsPurpose = (typeof smsCodes.$inferSelect)['purpose'];
export type SmsCodeRow = typeof smsCodes.$inferSelect;

/**
 * Serialises the SMS operations on one mobile until the transaction ends, so that two requests at
 * once cannot both pass the 60-second window or both spend the same try.
 */
export async function lockMobile(tx: Db, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

/** When the latest code for this mobile (any purpose) was created, and how many since `since`. */
export async function sendStats(
  db: Db,
  mobile: string,
  since: Date,
): Promise<{ lastAt: Date | null; sentSince: number }> {
  const [last] = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [sent] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
  return { lastAt: last?.at ?? null, sentSince: sent?.n ?? 0 };
}

export async function insertSmsCode(
  db: Db,
  code: { mobile: string; purpose: SmsPurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(smsCodes).values(code).returning({ id: smsCodes.id });
  if (!row) throw new Error('sms_codes insert returned no row');
  return row.id;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The latest code sent to this mobile for this purpose: only the newest one counts. */
export async function latestSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function countWrongTry(db: Db, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function consumeSmsCode(db: Db, id: number, at: Date): Promise<void> {
  await db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
}

export async function insertOutboxMessage(
  db: Db,
  message: { mobile: string; text: string; code: string },
): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

export async function latestOutboxMessages(db: Db, limit: number) {
  return db
    .select({ mobile: smsOutbox.mobile, text: smsOutbox.text, code: smsOutbox.code, at: smsOutbox.createdAt })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
