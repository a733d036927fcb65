import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { prepared } from '@/db/prepared.ts';
import { sessions } from '@/db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface SessionWrite {
  idHash: string;
  tenantId: number | null;
  userId: number | null;
  data: Record<string, unknown>;
  lastSeenAt: Date;
  expiresAt: Date;
}

const sessionByIdHash = prepared((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_session'),
);

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await sessionByIdHash(db).execute({ idHash });
  return row;
}

/** Writes the whole session; a reused row starts over (an ended session becomes a live one). */
export async function upsertSession(db: Db, session: SessionWrite): Promise<void> {
  const { idHash: _idHash, ...values } = session;
  await db
    .insert(sessions)
    .values(session)
    .onConflictDoUpdate({ target: sessions.idHash, set: { ...values, endedReason: null } });
}

export async function touchSession(db: Db, idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
