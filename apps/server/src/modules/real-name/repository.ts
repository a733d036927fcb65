import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { roles, userRoles, users } from '@/db/schema.ts';
import type { UserType } from '@/db/schema.ts';

export interface RealNameUser {
  id: number;
  tenantId: number;
  account: string;
  name: string;
  mobile: string | null;
  userType: UserType;
  status: string;
  rawRoleCode: string;
  roleCode: string;
  realName: string | null;
  certNo: string | null;
  realNameVerifiedAt: Date | null;
}

const columns = {
  id: users.id,
  tenantId: users.tenantId,
  account: users.account,
  name: users.name,
  mobile: users.mobile,
  userType: users.userType,
  status: users.status,
  rawRoleCode: users.rawRoleCode,
  roleCode: users.roleCode,
  realName: users.realName,
  certNo: users.certNo,
  realNameVerifiedAt: users.realNameVerifiedAt,
};

export async function findRealNameUser(db: Db, userId: number): Promise<RealNameUser | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Another user of the tenant who completed the verification with this ID number, if any. */
export async function findVerifiedHolder(
  db: Db,
  tenantId: number,
  certNo: string,
  exceptUserId: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.certNo, certNo),
        isNotNull(users.realNameVerifiedAt),
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serialises verifications of one ID number in one tenant until the transaction ends, so two users
 * racing with the same number cannot both pass the duplicate check (no unique index covers it:
 * cert_no also holds numbers a registration recorded without a verification).
 */
export async function lockCertNo(db: Db, tenantId: number, certNo: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`real-name:${tenantId}:${certNo}`}))`);
}

export interface Verification {
  realName: string;
  certNo: string;
  at: Date;
  rawRoleCode: string;
  roleCode: string;
}

/**
 * Records the verification and the new role codes; false when the user was verified in the meantime
 * (the conditions make a second verification a no-op, whichever request wins).
 */
export async function markVerified(
  db: Db,
  userId: number,
  fromRawRole: string,
  verification: Verification,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      realName: verification.realName,
      certNo: verification.certNo,
      realNameVerifiedAt: verification.at,
      rawRoleCode: verification.rawRoleCode,
      roleCode: verification.roleCode,
    })
    .where(and(eq(users.id, userId), eq(users.rawRoleCode, fromRawRole), isNull(users.realNameVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

async function roleId(db: Db, tenantId: number, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, code)))
    .limit(1);
  return row?.id;
}

/** The user holds role `to` of the tenant instead of role `from` (either may be missing). */
export async function swapRole(
  db: Db,
  { userId, tenantId, from, to }: { userId: number; tenantId: number; from: string; to: string },
): Promise<void> {
  const fromId = await roleId(db, tenantId, from);
  if (fromId !== undefined) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, fromId)));
  }
  const toId = await roleId(db, tenantId, to);
  if (toId !== undefined) await db.insert(userRoles).values({ userId, roleId: toId }).onConflictDoNothing();
}
