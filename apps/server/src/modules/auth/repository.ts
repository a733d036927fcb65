import { and, asc, desc, eq, gte, isNull, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { loginAttempts, sessions, tenants, users } from '@/db/schema.ts';
import { userAccessColumns } from '@/modules/access/repository.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantByCode(db: Db, code: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.code, code)).limit(1);
  return row;
}

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

/** The tenant of a sign-in that names none (tenant mode off): the first one created. */
export async function findDefaultTenant(db: Db): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).orderBy(asc(tenants.id)).limit(1);
  return row;
}

const loginUserColumns = {
  id: users.id,
  tenantId: users.tenantId,
  account: users.account,
  passwordHash: users.passwordHash,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  passwordIsDefault: users.passwordIsDefault,
  // What the sign-in reply names, read with the password hash rather than in a statement after it.
  name: users.name,
  userType: users.userType,
  rawRoleCode: users.rawRoleCode,
  roleCode: users.roleCode,
  roleCodes: userAccessColumns.roleCodes,
};
type UserColumn = Exclude<keyof typeof loginUserColumns, 'roleCodes'>;
export type LoginUser = { [K in UserColumn]: (typeof users.$inferSelect)[K] } & {
  /** Codes of the user's enabled roles, oldest first (access/repository.ts). */
  roleCodes: string[];
};

export async function findLoginUser(
  db: Db,
  tenantId: number,
  account: string,
): Promise<LoginUser | undefined> {
  const [row] = await db
    .select(loginUserColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)))
    .limit(1);
  return row;
}

export async function findLoginUserById(db: Db, id: number): Promise<LoginUser | undefined> {
  const [row] = await db.select(loginUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Users with this mobile, in one tenant or (tenantId null) in every tenant. */
export async function findLoginUsersByMobile(
  db: Db,
  mobile: string,
  tenantId: number | null,
): Promise<LoginUser[]> {
  const byMobile = eq(users.mobile, mobile);
  return db
    .select(loginUserColumns)
    .from(users)
    .where(tenantId === null ? byMobile : and(byMobile, eq(users.tenantId, tenantId)))
    .orderBy(asc(users.id))
    .limit(10);
}

/** A password hash made at today's cost, to replace the one a sign-in just verified. */
export interface Rehash {
  verified: string;
  replacement: string;
}

/**
 * The writes of a sign-in as one statement (one round trip, one commit): the user's older sessions
 * ended (each keeps only the reason, which its holder is told: -101), the sign-in time, the attempt,
 * and with `rehash` the password's new hash. That one replaces only the hash the sign-in verified,
 * so a password changed meanwhile elsewhere is kept.
 */
export async function recordSignIn(
  db: Db,
  signIn: {
    tenantId: number;
    userId: number;
    account: string;
    ip: string;
    at: Date;
    endedReason: string;
    rehash?: Rehash;
  },
): Promise<void> {
  const hash = sql.identifier(users.passwordHash.name);
  const newHash = signIn.rehash
    ? sql`, ${hash} = case when ${hash} = ${signIn.rehash.verified} then ${signIn.rehash.replacement} else ${hash} end`
    : sql``;
  await db.execute(sql`
    with ended as (
      update ${sessions} set ${sql.identifier(sessions.endedReason.name)} = ${signIn.endedReason},
        ${sql.identifier(sessions.data.name)} = '{}'::jsonb
      where ${sessions.userId} = ${signIn.userId} and ${sessions.endedReason} is null
    ), signed as (
      update ${users} set ${sql.identifier(users.lastLoginAt.name)} = ${signIn.at.toISOString()}${newHash}
      where ${users.id} = ${signIn.userId}
    )
    insert into ${loginAttempts} (${sql.identifier(loginAttempts.tenantId.name)}, ${sql.identifier(loginAttempts.account.name)},
      ${sql.identifier(loginAttempts.ip.name)}, ${sql.identifier(loginAttempts.success.name)}, ${sql.identifier(loginAttempts.at.name)})
    values (${signIn.tenantId}, ${signIn.account}, ${signIn.ip}, true, ${signIn.at.toISOString()})`);
}

export interface Attempt {
  account: string;
  ip: string;
  success: boolean;
  at: Date;
}

/**
 * What decides the sign-in policy since `since`: failures of the account (when given) or from the
 * address, and the account's latest success; oldest first.
 */
export async function findAttempts(
  db: Db,
  filter: { account: string | null; ip: string; since: Date },
): Promise<Attempt[]> {
  const columns = {
    account: loginAttempts.account,
    ip: loginAttempts.ip,
    success: loginAttempts.success,
    at: loginAttempts.at,
  };
  const recent = gte(loginAttempts.at, filter.since);
  // Only failures count, and of the account's successes only the latest (failures before it are
  // forgiven): the successes themselves are not read (failures and successes have indexes of their
  // own), so an address that signs in all day (an office behind one address, the bench) costs no
  // more per sign-in than a quiet one.
  const who: SQL | undefined =
    filter.account === null
      ? eq(loginAttempts.ip, filter.ip)
      : or(eq(loginAttempts.account, filter.account), eq(loginAttempts.ip, filter.ip));
  const failures = db
    .select(columns)
    .from(loginAttempts)
    .where(and(who, recent, not(loginAttempts.success)));
  const rows =
    filter.account === null
      ? await failures
      : await failures.unionAll(
          db
            .select(columns)
            .from(loginAttempts)
            .where(and(eq(loginAttempts.account, filter.account), recent, sql`${loginAttempts.success}`))
            .orderBy(desc(loginAttempts.at))
            .limit(1),
        );
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export async function insertAttempt(
  db: Db,
  attempt: { tenantId: number | null; account: string; ip: string; success: boolean; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Ends the user's stored sessions: each keeps only the reason, which its holder is told (-101). */
export async function endUserSessions(db: Db, userId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedReason: reason, data: {} })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedReason)));
}
