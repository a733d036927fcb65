import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  bankBranches,
  banks,
  files,
  industryGroups,
  memberCheckAttempts,
  memberRegistrationSettings,
  memberWhiteList,
  registrationOperators,
  registrations,
} from '@/db/schema.ts';

/** The newest registration of a credit code in a tenant, live or not. */
export async function findLatestRegistration(db: Db, tenantId: number, usccCode: string) {
  const [row] = await db
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.usccCode, usccCode)))
    .orderBy(desc(registrations.id))
    .limit(1);
  return row;
}

export async function findWhiteListEntry(db: Db, tenantId: number, usccCode: string) {
  const [row] = await db
    .select({
      whiteStatus: memberWhiteList.whiteStatus,
      legalPersonMobile: memberWhiteList.legalPersonMobile,
    })
    .from(memberWhiteList)
    .where(and(eq(memberWhiteList.tenantId, tenantId), eq(memberWhiteList.usccCode, usccCode)))
    .limit(1);
  return row;
}

export interface RegistrationSettings {
  legalPersonMatch: boolean;
  extraCheckEnabled: boolean;
}

export async function findSettings(db: Db, tenantId: number): Promise<RegistrationSettings> {
  const [row] = await db
    .select({
      legalPersonMatch: memberRegistrationSettings.legalPersonMatch,
      extraCheckEnabled: memberRegistrationSettings.extraCheckEnabled,
    })
    .from(memberRegistrationSettings)
    .where(eq(memberRegistrationSettings.tenantId, tenantId))
    .limit(1);
  return row ?? { legalPersonMatch: true, extraCheckEnabled: true };
}

/** The attempts row of a code, locked for update when `db` is a transaction. */
export async function lockCheckAttempts(db: Db, tenantId: number, usccCode: string) {
  await db.insert(memberCheckAttempts).values({ tenantId, usccCode }).onConflictDoNothing();
  const [row] = await db
    .select({ failures: memberCheckAttempts.failures, lockedUntil: memberCheckAttempts.lockedUntil })
    .from(memberCheckAttempts)
    .where(and(eq(memberCheckAttempts.tenantId, tenantId), eq(memberCheckAttempts.usccCode, usccCode)))
    .for('update');
  return row ?? { failures: 0, lockedUntil: null };
}

export async function saveCheckAttempts(
  db: Db,
  tenantId: number,
  usccCode: string,
  state: { failures: number; lockedUntil: Date | null },
): Promise<void> {
  await db
    .update(memberCheckAttempts)
    .set({ ...state, updatedAt: new Date() })
    .where(and(eq(memberCheckAttempts.tenantId, tenantId), eq(memberCheckAttempts.usccCode, usccCode)));
}

/** The hashes of `hashes` that the file store holds. */
export async function existingFileHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ fileHash: files.fileHash })
    .from(files)
    .where(inArray(files.fileHash, [...new Set(hashes)]));
  return new Set(rows.map((r) => r.fileHash));
}

export async function industryGroupExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: industryGroups.code })
    .from(industryGroups)
    .where(eq(industryGroups.code, code))
    .limit(1);
  return row !== undefined;
}

export async function listIndustryGroups(db: Db) {
  return db
    .select({
      code: industryGroups.code,
      nameZhCn: industryGroups.nameZhCn,
      nameZhTw: industryGroups.nameZhTw,
      nameEnUs: industryGroups.nameEnUs,
    })
    .from(industryGroups)
    .orderBy(asc(industryGroups.sortOrder), asc(industryGroups.code));
}

export async function findBankByName(db: Db, name: string) {
  const [row] = await db.select({ code: banks.code }).from(banks).where(eq(banks.name, name)).limit(1);
  return row;
}

export async function bankExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ code: banks.code }).from(banks).where(eq(banks.code, code)).limit(1);
  return row !== undefined;
}

export async function findBranch(db: Db, branchNo: string) {
  const [row] = await db
    .select({ bankCode: bankBranches.bankCode, branchName: bankBranches.branchName })
    .from(bankBranches)
    .where(eq(bankBranches.branchNo, branchNo))
    .limit(1);
  return row;
}

/** LIKE wildcards in a keyword match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Branches whose full name contains `keyword` (case-insensitive), optionally of one bank. */
export async function searchBranches(db: Db, keyword: string, bankCode: string | undefined, limit: number) {
  const matches = ilike(bankBranches.branchName, likePattern(keyword));
  return db
    .select({ branchCode: bankBranches.branchNo, branchName: bankBranches.branchName })
    .from(bankBranches)
    .innerJoin(banks, eq(banks.code, bankBranches.bankCode))
    .where(bankCode === undefined ? matches : and(matches, eq(bankBranches.bankCode, bankCode)))
    .orderBy(asc(banks.sortOrder), asc(bankBranches.branchNo))
    .limit(limit);
}

export type NewRegistration = typeof registrations.$inferInsert;
export type NewOperator = Omit<typeof registrationOperators.$inferInsert, 'registrationId'>;

export async function insertRegistration(
  db: Db,
  registration: NewRegistration,
  operators: NewOperator[],
): Promise<number> {
  const [row] = await db.insert(registrations).values(registration).returning({ id: registrations.id });
  if (!row) throw new Error('registration insert returned no row');
  await db.insert(registrationOperators).values(operators.map((o) => ({ ...o, registrationId: row.id })));
  return row.id;
}
