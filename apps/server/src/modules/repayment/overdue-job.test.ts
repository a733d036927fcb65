import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, financingRequests, productRepayTypes, repayPlans } from '@/db/schema.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import { attachments, shelfProduct } from '@/modules/financing/test-support.ts';
import { chinaToday, markOverdue } from '@/modules/repayment/overdue-job.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let requestId: number;
const db = () => t.database.db;

/** A loan of comp01 with 海川银行 lent on 2026-01-10, three monthly instalments of interest first. */
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const comp = await signedIn(t.app, 'comp01');
  const bank = await signedIn(t.app, 'bank01');
  // A product of 海川银行 that lends interest first: three monthly instalments.
  let product = await shelfProduct(db(), 'T001', 'ORG_HCB', 0);
  for (let skip = 1; !(await repaysInterestFirst(product.id)); skip += 1) {
    product = await shelfProduct(db(), 'T001', 'ORG_HCB', skip);
  }
  const applied = await comp.post('/api/financing/apply', {
    product_id: String(product.id),
    finance_amount: Math.floor(Math.max(product.min, 100_000_000) / 1_000_000) * 10_000,
    finance_period: product.periodMin,
    guarant_type_list: product.guarantTypes.slice(0, 1),
    attachment_name_list: await attachments(db(), product.templateCount, 'overdue'),
    agreement_checked: true,
  });
  requestId = applied.json().data.id;
  const managers = (await bank.post('/api/manager/get_account_manager_list', {})).json().data.rows;
  await bank.post('/api/financing/accept', {
    finance_apply_id: requestId,
    accept_result: 1,
    product_code: product.productCode,
    account_manager_id: managers[0].id,
  });
  const [row] = await db().select().from(financingRequests).where(eq(financingRequests.id, requestId));
  const credited = await bank.post('/api/financing/credit', {
    finance_apply_id: requestId,
    credit_amount: row!.financeAmountFen / 100,
    credit_rate: product.rateStartBp / 100,
    credit_period: 3,
    repay_type: 'interest_first',
  });
  expect(credited.json().error_no, credited.body).toBe(0);
  const lent = await bank.post('/api/financing/loan', {
    finance_apply_id: requestId,
    loan_amount: row!.financeAmountFen / 100,
    loan_date: '2026-01-10',
  });
  expect(lent.json().error_no, lent.body).toBe(0);
});
afterAll(() => t.close());

async function repaysInterestFirst(productId: number): Promise<boolean> {
  const rows = await db()
    .select({ repayType: productRepayTypes.repayType })
    .from(productRepayTypes)
    .where(eq(productRepayTypes.productId, productId));
  return rows.some((r) => r.repayType === 'interest_first');
}

const statuses = async () =>
  (
    await db()
      .select({ status: repayPlans.status })
      .from(repayPlans)
      .where(eq(repayPlans.requestId, requestId))
      .orderBy(repayPlans.periodNo)
  ).map((p) => p.status);

describe('the overdue job', () => {
  it('uses the China date', () => {
    expect(chinaToday(new Date('2026-03-09T16:30:00Z'))).toBe('2026-03-10');
  });

  it('marks instalments past due and their loan overdue, once, even when two instances run at once', async () => {
    expect(await statuses()).toEqual(['pending', 'pending', 'pending']);
    // 2026-03-11 in China: the instalments of 02-10 and 03-10 are past due, 04-10 is not.
    const now = new Date('2026-03-11T02:00:00Z');
    const runs = await Promise.all([markOverdue(db(), now), markOverdue(db(), now)]);
    expect(runs.reduce((n, r) => n + r.plans, 0)).toBe(2);
    expect(runs.reduce((n, r) => n + r.requests, 0)).toBe(1);
    expect(await statuses()).toEqual(['overdue', 'overdue', 'pending']);
    const [request] = await db().select().from(financingRequests).where(eq(financingRequests.id, requestId));
    expect(request!.status).toBe('overdue');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(requestId)));
    expect(audits.filter((a) => a.action === 'overdue')).toHaveLength(1);

    // A later run finds nothing more until the next instalment falls due.
    expect(await markOverdue(db(), now)).toMatchObject({ ran: true, plans: 0, requests: 0 });
  });

  it('lets the enterprise repay overdue instalments, the last one settling the loan', async () => {
    const comp = await signedIn(t.app, 'comp01');
    const plans = await db()
      .select({ id: repayPlans.id })
      .from(repayPlans)
      .where(eq(repayPlans.requestId, requestId));
    for (const plan of plans) {
      expect((await comp.post('/api/repay_plan/confirm', { id: plan.id })).json().error_no).toBe(0);
    }
    const [request] = await db().select().from(financingRequests).where(eq(financingRequests.id, requestId));
    expect(request!.status).toBe('repaid');
  });
});
