import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidResidentId } from '@scf/shared/validators/resident-id';
import { isValidUscc } from '@scf/shared/validators/uscc';
import { BANKS } from '@/db/catalogue-data.ts';
import { bankBranchSeeds, CORE_ENTERPRISE, REGISTRATIONS, WHITE_LIST } from '@/db/member-data.ts';
import {
  bankBranches,
  industryGroups,
  memberRegistrationSettings,
  members,
  users,
  repayPlans,
  institutionJudges,
  financingWarns,
  demandIgnores,
  financingRequestFiles,
  financingRequests,
  memberWhiteList,
  registrationOperators,
  registrations,
  tenants,
  creditLines,
  authorizations,
  memberChanges,
  salesmanMembers,
} from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { seedMember } from '@/db/seed-member.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.database.db);
});
afterAll(() => test.drop());

const TABLES = {
  bankBranches,
  industryGroups,
  memberRegistrationSettings,
  memberWhiteList,
  members,
  registrations,
  registrationOperators,
};

describe('member seed', () => {
  it('seeds both demo tenants: settings, white list, a registration per status, the core enterprise', async () => {
    const db = test.database.db;
    for (const code of ['T001', 'T002']) {
      const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
      const rows = await db
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.tenantId, tenant!.id));
      expect(rows.map((r) => r.status).sort()).toEqual([0, 1, 1, 5, 7]);
      const [white] = await db
        .select({ n: count() })
        .from(memberWhiteList)
        .where(eq(memberWhiteList.tenantId, tenant!.id));
      expect(white?.n).toBe(WHITE_LIST.length);
    }
  });

  it('makes the approved registrations, the core enterprise among them, active members', async () => {
    const db = test.database.db;
    const approved = REGISTRATIONS.filter((r) => r.status === 1).map((r) => r.usccCode);
    expect(approved).toContain(CORE_ENTERPRISE.usccCode);
    for (const code of ['T001', 'T002']) {
      const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
      const rows = await db
        .select({ usccCode: members.usccCode, status: members.status })
        .from(members)
        .where(eq(members.tenantId, tenant!.id));
      expect(rows.map((r) => r.usccCode).sort()).toEqual([...approved].sort());
      expect(rows.every((r) => r.status === 'active')).toBe(true);
    }
  });

  it('gives a database seeded before the members existed its members on the next start', async () => {
    const db = test.database.db;
    const before = await rowCounts(db, TABLES);
    // Such a database has no user linked to a member, nor financing, either.
    // What refers to the members goes first: the administration rows, then the financing ones.
    await db.delete(authorizations);
    await db.delete(salesmanMembers);
    await db.delete(memberChanges);
    for (const table of [
      creditLines,
      repayPlans,
      institutionJudges,
      financingWarns,
      demandIgnores,
      financingRequestFiles,
    ]) {
      await db.delete(table);
    }
    await db.delete(financingRequests);
    await db.update(users).set({ memberId: null });
    await db.delete(members);
    await db.delete(registrations).where(eq(registrations.usccCode, CORE_ENTERPRISE.usccCode));
    await seedMember(db);
    expect(await rowCounts(db, TABLES)).toEqual(before);
  });

  it('is idempotent', async () => {
    const before = await rowCounts(test.database.db, TABLES);
    await seedMember(test.database.db);
    await seedDemoData(test.database.db);
    expect(await rowCounts(test.database.db, TABLES)).toEqual(before);
    expect(before.industryGroups).toBe(20);
    expect(before.bankBranches).toBe(bankBranchSeeds().length);
  });

  it('uses valid credit codes and ID numbers', () => {
    for (const r of REGISTRATIONS) {
      expect(isValidUscc(r.usccCode)).toBe(true);
      expect(isValidResidentId(r.legalPersonCertNo)).toBe(true);
      expect(isValidResidentId(r.operator.certNo)).toBe(true);
    }
    for (const w of WHITE_LIST) expect(isValidUscc(w.usccCode)).toBe(true);
  });
});

describe('bank branches', () => {
  const branches = bankBranchSeeds();

  it('have distinct 12-digit numbers and give every bank of the list at least one branch', () => {
    expect(new Set(branches.map((b) => b.branchNo)).size).toBe(branches.length);
    expect(branches.every((b) => /^\d{12}$/.test(b.branchNo))).toBe(true);
    for (const bank of BANKS) expect(branches.some((b) => b.bankCode === bank.code)).toBe(true);
  });

  it('include each default branch under its bank', () => {
    for (const bank of BANKS.filter((b) => b.defaultBranchNo)) {
      expect(branches).toContainEqual(
        expect.objectContaining({ branchNo: bank.defaultBranchNo, bankCode: bank.code }),
      );
    }
  });
});
