import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { auditLog, sessions, tenants, users } from '@/db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A user with the name of their tenant, for the current-user reply. */
export type UserWithTenant = UserRow & { tenantName: string };

export async function findUserById(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<UserWithTenant | undefined> {
  const [row] = await db
    .select({ user: users, tenantName: tenants.name })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return row && { ...row.user, tenantName: row.tenantName };
}

export async function findUserByAccount(
  db: Db,
  tenantId: number,
  account: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)))
    .limit(1);
  return row;
}

/** Another user of the tenant holding this mobile (the caller, when given, does not count). */
export async function findUserByMobile(
  db: Db,
  tenantId: number,
  mobile: string,
  exceptUserId?: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.mobile, mobile),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row;
}

export interface UserInfoChange {
  name: string;
  jobNo?: string | null;
  email?: string | null;
  position?: string | null;
}

export async function updateUserInfo(db: Db, tenantId: number, userId: number, change: UserInfoChange) {
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

/** A password the user chose: it is no longer the default one an operator set. */
export async function updatePasswordHash(db: Db, tenantId: number, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordIsDefault: false })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

export async function updateMobile(db: Db, tenantId: number, userId: number, mobile: string) {
  await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}

/** Signs the user out everywhere: every session row of the user goes. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export interface AuditEntry {
  tenantId: number;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string;
  detail?: Record<string, unknown>;
}

export async function insertAuditLog(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
