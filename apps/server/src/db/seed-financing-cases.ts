import { and, asc, eq, inArray } from 'drizzle-orm';
import { chinaDate } from '@scf/shared/dates';
import type { FinancingKind, FinancingStatus, RepayMethod } from '@scf/shared/schemas/financing-status';
import type { Db } from '@/db/client.ts';
import {
  accountManagers,
  auditLog,
  financingRequests,
  financingWarns,
  institutionJudges,
  institutions,
  productGuarantTypes,
  productRepayTypes,
  products,
  repayPlans,
} from '@/db/schema.ts';
import { FINANCING_ENTITY } from '@/modules/financing/repository.ts';
import { addMonths, buildRepayPlan } from '@/modules/repayment/plan.ts';

/**
 * Demo financing cases (issue 6 point 10): comp01's enterprise has requests in every status with
 * bank01's institution (海川银行), spread over the past months, so the lists, the plans and the
 * reviews show something on a fresh start. Keyed by apply code: a case already there is skipped.
 */

interface CaseSeed {
  /** The last four digits of the apply code. */
  no: string;
  kind: FinancingKind;
  status: FinancingStatus;
  /** Months before the seeding day the request was made. */
  monthsAgo: number;
  /** 万元. */
  wan: number;
  period: number;
  purpose: string;
  repayType?: RepayMethod;
  /** Instalments already confirmed (a loan). */
  repaid?: number;
  review?: { rate: number; desc: string };
  reason?: string;
}

const CASES: readonly CaseSeed[] = [
  {
    no: '0001',
    kind: 'product',
    status: 'submitted',
    monthsAgo: 0,
    wan: 80,
    period: 6,
    purpose: '采购电子元器件',
  },
  {
    no: '0002',
    kind: 'demand',
    status: 'submitted',
    monthsAgo: 0,
    wan: 150,
    period: 12,
    purpose: '旺季备货',
  },
  {
    no: '0003',
    kind: 'product',
    status: 'accepted',
    monthsAgo: 1,
    wan: 120,
    period: 6,
    purpose: '支付供应商货款',
  },
  {
    no: '0004',
    kind: 'product',
    status: 'credited',
    monthsAgo: 1,
    wan: 200,
    period: 6,
    purpose: '扩大生产',
    repayType: 'interest_first',
  },
  {
    no: '0005',
    kind: 'product',
    status: 'loaned',
    monthsAgo: 3,
    wan: 300,
    period: 6,
    purpose: '原材料采购',
    repayType: 'interest_first',
    repaid: 2,
  },
  {
    no: '0006',
    kind: 'product',
    status: 'overdue',
    monthsAgo: 6,
    wan: 60,
    period: 3,
    purpose: '临时周转',
    repayType: 'bullet',
  },
  {
    no: '0007',
    kind: 'product',
    status: 'repaid',
    monthsAgo: 9,
    wan: 100,
    period: 3,
    purpose: '订单生产',
    repayType: 'bullet',
    review: { rate: 5, desc: '审批快，放款及时，客户经理服务专业。' },
  },
  {
    no: '0008',
    kind: 'demand',
    status: 'repaid',
    monthsAgo: 11,
    wan: 50,
    period: 3,
    purpose: '发放工资',
    repayType: 'bullet',
  },
  {
    no: '0009',
    kind: 'product',
    status: 'declined',
    monthsAgo: 2,
    wan: 500,
    period: 12,
    purpose: '新建厂房',
    reason: '融资金额超出企业经营规模，建议降低金额后重新申请',
  },
  {
    no: '0010',
    kind: 'product',
    status: 'cancelled',
    monthsAgo: 4,
    wan: 40,
    period: 3,
    purpose: '设备维修',
    reason: '资金需求已通过其他渠道解决',
  },
  { no: '0011', kind: 'product', status: 'ignored', monthsAgo: 5, wan: 30, period: 3, purpose: '支付运费' },
];

const OPEN: readonly FinancingStatus[] = ['submitted', 'accepted', 'credited'];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function seedFinancingCases(
  db: Db,
  parties: {
    tenantId: number;
    tenantCode: string;
    memberId: number;
    userId: number;
    institutionUserId: number | null;
  },
): Promise<void> {
  const prefix = `RZ${parties.tenantCode === 'T001' ? '1' : '2'}0000000000000`;
  const codes = CASES.map((c) => `${prefix}${c.no}`);
  const existing = await db
    .select({ code: financingRequests.applyCode })
    .from(financingRequests)
    .where(
      and(eq(financingRequests.tenantId, parties.tenantId), inArray(financingRequests.applyCode, codes)),
    );
  if (existing.length === CASES.length) return;
  const present = new Set(existing.map((e) => e.code));

  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.tenantId, parties.tenantId), eq(institutions.userCode, 'ORG_HCB')));
  if (!institution) return;
  // Open cases take voucher products, one each (an enterprise has one open request per product), so
  // the credit products stay free for the demo's own application through the dialog; those of the
  // loan types with their own pages first, so an FSP voucher product stays free for the apply page.
  const shelf = await db
    .select({
      id: products.id,
      financeTypeCode: products.financeTypeCode,
      loanType: products.loanType,
      rateStartBp: products.rateStartBp,
    })
    .from(products)
    .where(and(eq(products.institutionId, institution.id), eq(products.productStatus, 3)))
    .orderBy(asc(products.id));
  const vouchers = shelf
    .filter((p) => p.financeTypeCode === 'voucher')
    .sort((a, b) => Number(a.loanType === 'FSP') - Number(b.loanType === 'FSP'));
  const others = shelf.filter((p) => p.financeTypeCode !== 'voucher');
  if (vouchers.length === 0 || others.length === 0) return;
  const [manager] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.institutionId, institution.id))
    .orderBy(asc(accountManagers.id));

  let openIndex = 0;
  for (const [i, c] of CASES.entries()) {
    const applyCode = codes[i]!;
    if (present.has(applyCode)) continue;
    // A demand still in the hall has no product: it takes none.
    const inHall = c.kind === 'demand' && c.status === 'submitted';
    const product =
      OPEN.includes(c.status) && !inHall
        ? vouchers[openIndex++ % vouchers.length]!
        : others[i % others.length]!;
    const [guarant] = await db
      .select({ value: productGuarantTypes.guarantType })
      .from(productGuarantTypes)
      .where(eq(productGuarantTypes.productId, product.id));
    const [method] = await db
      .select({ value: productRepayTypes.repayType })
      .from(productRepayTypes)
      .where(eq(productRepayTypes.productId, product.id));
    await db.transaction((tx) =>
      insertCase(tx, parties, c, {
        applyCode,
        productId: c.kind === 'demand' && c.status === 'submitted' ? null : product.id,
        institutionId: c.kind === 'demand' && c.status === 'submitted' ? null : institution.id,
        rateBp: product.rateStartBp,
        guarantType: guarant?.value ?? 'credit',
        repayType: (c.repayType ?? method?.value ?? 'bullet') as RepayMethod,
        managerId: manager?.id ?? null,
      }),
    );
  }
}

async function insertCase(
  db: Db,
  parties: { tenantId: number; memberId: number; userId: number; institutionUserId: number | null },
  c: CaseSeed,
  ref: {
    applyCode: string;
    productId: number | null;
    institutionId: number | null;
    rateBp: number;
    guarantType: string;
    repayType: RepayMethod;
    managerId: number | null;
  },
): Promise<void> {
  const { tenantId } = parties;
  const created = new Date(`${addMonths(isoDate(new Date()), -c.monthsAgo)}T02:00:00Z`);
  const later = (days: number) => new Date(created.getTime() + days * 86_400_000);
  const amountFen = c.wan * 1_000_000;
  const reached = (step: FinancingStatus[]) => step.includes(c.status);
  const accepted =
    reached(['accepted', 'credited', 'loaned', 'overdue', 'repaid']) || c.status === 'declined';
  const credited = reached(['credited', 'loaned', 'overdue', 'repaid']);
  const loaned = reached(['loaned', 'overdue', 'repaid']);
  const loanDate = isoDate(later(5));

  const [row] = await db
    .insert(financingRequests)
    .values({
      tenantId,
      applyCode: ref.applyCode,
      kind: c.kind,
      channel: c.kind === 'demand' ? 'demand' : 'dialog',
      status: c.status,
      productId: ref.productId,
      institutionId: ref.institutionId,
      memberId: parties.memberId,
      applicantUserId: parties.userId,
      financeAmountFen: amountFen,
      financePeriod: c.period,
      guarantTypes: [ref.guarantType],
      financePurpose: c.purpose,
      accountManagerId: accepted ? ref.managerId : null,
      creditAmountFen: credited ? amountFen : null,
      creditRateBp: credited ? ref.rateBp : null,
      creditPeriod: credited ? c.period : null,
      repayType: credited ? ref.repayType : null,
      loanAmountFen: loaned ? amountFen : null,
      loanDate: loaned ? loanDate : null,
      reason: c.reason ?? null,
      createdAt: created,
      acceptedAt: accepted ? later(1) : null,
      creditedAt: credited ? later(3) : null,
      loanedAt: loaned ? later(5) : null,
      closedAt: reached(['repaid', 'declined', 'cancelled', 'ignored']) ? later(7) : null,
      updatedAt: later(7),
    })
    .returning({ id: financingRequests.id });
  const requestId = row!.id;
  const audit = (action: string, at: Date, actor: number | null) =>
    db.insert(auditLog).values({
      tenantId,
      actorUserId: actor,
      action,
      entity: FINANCING_ENTITY,
      entityId: String(requestId),
      detail: { demo: true },
      at,
    });
  await audit(c.kind === 'demand' ? 'publish' : 'apply', created, parties.userId);
  if (accepted) await audit('accept', later(1), parties.institutionUserId);
  if (c.status === 'ignored') await audit('ignore', later(1), parties.institutionUserId);
  if (c.status === 'cancelled') await audit('cancel', later(2), parties.userId);
  if (credited) await audit('credit', later(3), parties.institutionUserId);
  if (c.status === 'declined') await audit('decline', later(3), parties.institutionUserId);

  if (ref.institutionId !== null && (c.status === 'submitted' || accepted || c.status === 'ignored')) {
    await db.insert(financingWarns).values({
      tenantId,
      institutionId: ref.institutionId,
      requestId,
      bizTip: `深圳前海鼎盛电子科技有限公司申请融资，金额${c.wan}万元，期限${c.period}个月`,
      dealStatus: c.status === 'submitted' ? 0 : 1,
      gmtPublish: created,
    });
  }
  if (!loaned) return;
  await audit('loan', later(5), parties.institutionUserId);
  const plan = buildRepayPlan({
    loanAmountFen: amountFen,
    rateBp: ref.rateBp,
    periodMonths: c.period,
    repayType: ref.repayType,
    loanDate,
  });
  const today = chinaDate();
  const repaidCount = c.status === 'repaid' ? plan.length : (c.repaid ?? 0);
  await db.insert(repayPlans).values(
    plan.map((p, index) => ({
      tenantId,
      requestId,
      ...p,
      status:
        index < repaidCount
          ? ('repaid' as const)
          : p.repayDate < today
            ? ('overdue' as const)
            : ('pending' as const),
      confirmedAt: index < repaidCount ? new Date(`${p.repayDate}T03:00:00Z`) : null,
      confirmedBy: index < repaidCount ? parties.userId : null,
    })),
  );
  if (c.status === 'overdue') await audit('overdue', new Date(), null);
  if (c.status === 'repaid') await audit('repaid', later(7), parties.userId);
  if (c.review && ref.institutionId !== null) {
    await db.insert(institutionJudges).values({
      tenantId,
      requestId,
      institutionId: ref.institutionId,
      memberId: parties.memberId,
      userId: parties.userId,
      judgeRate: c.review.rate,
      judgeDesc: c.review.desc,
      gmtModify: later(8),
    });
    await audit('judge', later(8), parties.userId);
  }
}
