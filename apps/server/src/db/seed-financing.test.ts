import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_STATUSES } from '@scf/shared/schemas/financing-status';
import {
  accountManagers,
  auditLog,
  financingRequests,
  financingWarns,
  institutionJudges,
  institutions,
  repayPlans,
  tenants,
  users,
} from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.database.db);
});
afterAll(() => test.drop());

describe('financing demo data', () => {
  it('links the demo users to their parties and gives each institution account managers', async () => {
    const db = test.database.db;
    const rows = await db
      .select({
        account: users.account,
        tenant: tenants.code,
        memberId: users.memberId,
        institution: institutions.userCode,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(institutions, eq(institutions.id, users.institutionId));
    for (const tenant of ['T001', 'T002']) {
      expect(rows.find((r) => r.tenant === tenant && r.account === 'bank01')?.institution).toBe('ORG_HCB');
      expect(rows.find((r) => r.tenant === tenant && r.account === 'comp01')?.memberId).not.toBeNull();
      expect(rows.find((r) => r.tenant === tenant && r.account === 'comp02')?.memberId).toBeNull();
    }
    const managers = await db.select().from(accountManagers);
    expect(managers.length).toBe((await db.select().from(institutions)).length * 3);
  });

  it('gives comp01 a request in every status, with plans, alerts, a review and their history', async () => {
    const db = test.database.db;
    const [t1] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T001'));
    const requests = await db.select().from(financingRequests).where(eq(financingRequests.tenantId, t1!.id));
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(FINANCING_STATUSES));
    const plans = await db.select().from(repayPlans).where(eq(repayPlans.tenantId, t1!.id));
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(['pending', 'repaid', 'overdue']));
    for (const loan of requests.filter((r) => r.loanAmountFen !== null)) {
      const own = plans.filter((p) => p.requestId === loan.id);
      expect(own.reduce((n, p) => n + p.principalFen, 0)).toBe(loan.loanAmountFen);
      if (loan.status === 'repaid') expect(own.every((p) => p.status === 'repaid')).toBe(true);
    }
    expect(
      (await db.select().from(institutionJudges).where(eq(institutionJudges.tenantId, t1!.id))).length,
    ).toBe(1);
    expect(
      (await db.select().from(financingWarns).where(eq(financingWarns.tenantId, t1!.id))).length,
    ).toBeGreaterThan(0);
    const history = await db.select().from(auditLog).where(eq(auditLog.entity, 'financing_request'));
    expect(history.length).toBeGreaterThan(requests.length);
  });

  it('is idempotent', async () => {
    const tables = {
      financingRequests,
      repayPlans,
      financingWarns,
      institutionJudges,
      accountManagers,
      auditLog,
    };
    const before = await rowCounts(test.database.db, tables);
    await seedDemoData(test.database.db);
    expect(await rowCounts(test.database.db, tables)).toEqual(before);
  });
});
