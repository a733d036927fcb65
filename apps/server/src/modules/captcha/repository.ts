import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { captchas } from '@/db/schema.ts';

export async function insertCaptcha(
  db: Db,
  captcha: { id: string; answer: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/**
 * Marks the challenge used and returns its answer, in one statement: of two requests answering the
 * same challenge at once only one gets the answer. Undefined when unknown, used or expired.
 */
export async function takeCaptcha(db: Db, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answer: captchas.answer });
  return row?.answer;
}

export async function deleteCaptchasExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}

export async function latestCaptchas(db: Db, limit: number) {
  return db
    .select({ cc: captchas.id, answer: captchas.answer, at: captchas.createdAt })
    .from(captchas)
    .orderBy(desc(captchas.createdAt))
    .limit(limit);
}
