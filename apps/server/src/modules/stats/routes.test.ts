import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { FinanceOrgIndexStats, ReportScore } from '@scf/shared/schemas/financing';
import { financingRequests, institutions, products } from '@/db/schema.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { lastMonths } from '@/modules/stats/service.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let bank: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bank = await signedIn(t.app, 'bank01');
});
afterAll(() => t.close());

const stats = async (client: Browser) => (await client.post('/api/stats/finance_org_index_stats', {})).json();

describe('finance_org_index_stats', () => {
  it("answers an institution's figures, equal to those counted from its rows", async () => {
    const tenantId = await tenantIdOf(db(), 'T001');
    const [hcb] = await db()
      .select({ id: institutions.id })
      .from(institutions)
      .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, 'ORG_HCB')));
    const rows = await db()
      .select()
      .from(financingRequests)
      .where(eq(financingRequests.institutionId, hcb!.id));
    const shelf = await db()
      .select({ loanType: products.loanType })
      .from(products)
      .where(and(eq(products.institutionId, hcb!.id), eq(products.productStatus, 3)));
    const sum = (pick: (r: (typeof rows)[number]) => number | null) =>
      rows.reduce((n, r) => n + (pick(r) ?? 0), 0);

    const reply = await stats(bank);
    expect(reply.error_no).toBe(0);
    const data = reply.data as FinanceOrgIndexStats;
    expect(data.proNums).toBe(shelf.length);
    for (const { loanType, productNums } of data.productNumStats) {
      expect(productNums).toBe(shelf.filter((p) => p.loanType === loanType).length);
    }
    const credits = rows.filter((r) => r.creditedAt !== null).length;
    expect(data.totalDemandStats).toEqual({
      applyNums: rows.length,
      acceptLoanNums: rows.filter((r) => r.acceptedAt !== null).length,
      creditNums: credits,
      creditAmounts: sum((r) => r.creditAmountFen),
      loanAmounts: sum((r) => r.loanAmountFen),
    });
    // The demo: ten requests to 海川银行, five of them credited.
    expect(data.totalDemandStats.applyNums).toBe(10);
    expect(data.creditSuccessRate).toBe('50.00');
    expect(data.monthlyMemberDemandStats.map((m) => m.dateMonth)).toEqual(lastMonths(new Date()));
    const monthlyCredits = data.monthlyMemberDemandStats.reduce((n, m) => n + m.creditNums, 0);
    expect(monthlyCredits).toBe(credits);
    expect(data.monthlyMemberDemandStats.reduce((n, m) => n + m.loanAmounts, 0)).toBe(
      sum((r) => r.loanAmountFen),
    );
    expect(data.monthDemandStats.applyNums).toBeGreaterThanOrEqual(1);
  });

  it('follows a new request; an operator sees the tenant; an enterprise is refused', async () => {
    const before = ((await stats(bank)).data as FinanceOrgIndexStats).totalDemandStats.applyNums;
    const tenantId = await tenantIdOf(db(), 'T001');
    const [sample] = await db()
      .select()
      .from(financingRequests)
      .where(eq(financingRequests.tenantId, tenantId));
    const { id: _id, applyCode: _code, ...copy } = sample!;
    await db()
      .insert(financingRequests)
      .values({
        ...copy,
        applyCode: 'RZ999999999999999999',
        status: 'cancelled',
        productId: sample!.productId,
      });
    const after = ((await stats(bank)).data as FinanceOrgIndexStats).totalDemandStats.applyNums;
    expect(after).toBe(sample!.institutionId === null ? before : before + 1);

    const operator = (await stats(await signedIn(t.app, 'admin01'))).data as FinanceOrgIndexStats;
    expect(operator.totalDemandStats.applyNums).toBeGreaterThanOrEqual(after);
    expect((await stats(await signedIn(t.app, 'comp01'))).error_no).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('get_report_score', () => {
  it('scores the enterprise from its record, within 0-100, with its factors; others are refused', async () => {
    const comp = await signedIn(t.app, 'comp01');
    const reply = await comp.post('/api/compInfo/get_report_score', { model_type: 'credit' });
    expect(reply.json().error_no).toBe(0);
    const score = reply.json().data as ReportScore;
    expect(score.score).toBe(
      Math.max(
        0,
        Math.min(
          100,
          score.factors.reduce((n, f) => n + f.score, 0),
        ),
      ),
    );
    // The demo enterprise: two repaid loans (10), one review (2), one overdue instalment (-10).
    expect(score.factors.find((f) => f.name === 'repaid')?.score).toBe(10);
    expect(score.factors.find((f) => f.name === 'reviews')?.score).toBe(2);
    expect(score.factors.find((f) => f.name === 'overdue')?.score).toBe(-10);
    expect(['A', 'B', 'C', 'D']).toContain(score.level);
    expect((await bank.post('/api/compInfo/get_report_score', {})).json().error_no).toBe(
      ERROR_CODES.NO_RIGHTS,
    );
  });
});
