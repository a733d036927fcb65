import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { members } from '@/db/schema.ts';

/** The member code (credit code) of an enterprise: who it may not name as its own cash-out party. */
export async function memberCode(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db.select({ code: members.usccCode }).from(members).where(eq(members.id, memberId));
  return row?.code ?? null;
}
