import { and, count, eq, sql } from 'drizzle-orm';
import { chinaDate } from '@scf/shared/dates';
import type { AuthorizationAction, AuthorizationScope } from '@scf/shared/schemas/authorization';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { auditLog, authorizations, institutions, tenants, users } from '@/db/schema.ts';
import { AUTHORIZATION_ENTITY } from '@/modules/authorization/repository.ts';

/**
 * The demo's authorisations (issue 7 point 3): comp01's enterprise has authorised 海川银行 (bank01
 * decides) and 江南银行 (no demo user: the back office decided), so every status shows on a fresh
 * start — pending, approved, approved but expired, rejected, cancelled — each with its history.
 * 海川银行 holds no live trade-data authorisation, so a new application for it can be made at once.
 * Runs after seedFinancing (which links comp01 and bank01 to their parties); a tenant whose
 * enterprise already has authorisations is left alone, so it runs at every start.
 */

type Step = {
  action: AuthorizationAction;
  daysAgo: number;
  by: 'comp' | 'bank' | 'operator';
  reason?: string;
};

interface DemoAuthorization {
  institution: 'ORG_HCB' | 'ORG_JNB';
  scope: AuthorizationScope;
  /** Days from today (negative: in the past). */
  validInDays: number;
  remark: string | null;
  steps: readonly Step[];
}

const FOR_HCB = 'bank' as const;
const FOR_JNB = 'operator' as const;

export const DEMO_AUTHORIZATIONS: readonly DemoAuthorization[] = [
  {
    institution: 'ORG_HCB',
    scope: 'credit_report',
    validInDays: 365,
    remark: '用于流动资金贷款授信审批',
    steps: [
      { action: 'apply', daysAgo: 20, by: 'comp' },
      { action: 'pass', daysAgo: 19, by: FOR_HCB },
    ],
  },
  {
    institution: 'ORG_HCB',
    scope: 'financial_data',
    validInDays: 180,
    remark: '年度授信复审，需近三年财务报表',
    steps: [{ action: 'apply', daysAgo: 2, by: 'comp' }],
  },
  {
    institution: 'ORG_HCB',
    scope: 'trade_data',
    validInDays: 90,
    remark: null,
    steps: [
      { action: 'apply', daysAgo: 30, by: 'comp' },
      {
        action: 'reject',
        daysAgo: 29,
        by: FOR_HCB,
        reason: '授权期限与融资期限不一致，请按融资期限重新申请',
      },
    ],
  },
  {
    institution: 'ORG_HCB',
    scope: 'trade_data',
    validInDays: 120,
    remark: '应收账款融资贸易背景核查',
    steps: [
      { action: 'apply', daysAgo: 15, by: 'comp' },
      { action: 'pass', daysAgo: 14, by: FOR_HCB },
      { action: 'cancel', daysAgo: 10, by: 'comp', reason: '该笔融资已结清，不再需要授权' },
    ],
  },
  {
    institution: 'ORG_JNB',
    scope: 'credit_report',
    validInDays: -5,
    remark: '票据贴现额度审批',
    steps: [
      { action: 'apply', daysAgo: 400, by: 'comp' },
      { action: 'pass', daysAgo: 399, by: FOR_JNB },
    ],
  },
  {
    institution: 'ORG_JNB',
    scope: 'financial_data',
    validInDays: 730,
    remark: null,
    steps: [
      { action: 'apply', daysAgo: 45, by: 'comp' },
      { action: 'pass', daysAgo: 44, by: FOR_JNB },
    ],
  },
  {
    institution: 'ORG_JNB',
    scope: 'trade_data',
    validInDays: 60,
    remark: '电子凭证融资核验交易流水',
    steps: [{ action: 'apply', daysAgo: 1, by: 'comp' }],
  },
  {
    institution: 'ORG_JNB',
    scope: 'financial_data',
    validInDays: 365,
    remark: null,
    steps: [
      { action: 'apply', daysAgo: 60, by: 'comp' },
      { action: 'reject', daysAgo: 58, by: FOR_JNB, reason: '企业尚未完成年度财报审计，请审计完成后再申请' },
    ],
  },
  {
    institution: 'ORG_JNB',
    scope: 'credit_report',
    validInDays: 200,
    remark: null,
    steps: [
      { action: 'apply', daysAgo: 25, by: 'comp' },
      { action: 'cancel', daysAgo: 24, by: 'comp', reason: '截止日期填写有误，撤回后重新申请' },
    ],
  },
];

const DAY_MS = 86_400_000;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function seedAuthorization(db: Db): Promise<void> {
  for (const { code } of DEMO_TENANTS) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
    if (!tenant) continue;
    // Two instances starting on one database: one at a time per tenant, the second finds the rows.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed-authorization:${tenant.id}`}))`);
      await seedTenant(tx, tenant.id);
    });
  }
}

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const account = async (name: string) => {
    const [row] = await db
      .select({ id: users.id, memberId: users.memberId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.account, name)));
    return row ?? null;
  };
  // One after the other: a transaction is one connection.
  const comp = await account('comp01');
  const bank = await account('bank01');
  const operator = await account('admin01');
  if (!comp?.memberId || !bank || !operator) return;
  const memberId = comp.memberId;
  const [existing] = await db
    .select({ n: count() })
    .from(authorizations)
    .where(and(eq(authorizations.tenantId, tenantId), eq(authorizations.memberId, memberId)));
  if ((existing?.n ?? 0) > 0) return;

  const parties = await db
    .select({ id: institutions.id, userCode: institutions.userCode })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId));
  const institutionOf = new Map(parties.map((p) => [p.userCode, p.id]));
  const actor = { comp: comp.id, bank: bank.id, operator: operator.id };
  const today = chinaDate();
  const now = Date.now();

  for (const demo of DEMO_AUTHORIZATIONS) {
    const institutionId = institutionOf.get(demo.institution);
    if (institutionId === undefined) continue;
    const at = (step: Step) => new Date(now - step.daysAgo * DAY_MS);
    const [applied, ...moves] = demo.steps as [Step, ...Step[]];
    const decision = moves.find((s) => s.action === 'pass' || s.action === 'reject');
    const last = moves.at(-1);
    const status =
      last === undefined
        ? 'pending'
        : last.action === 'pass'
          ? 'approved'
          : last.action === 'reject'
            ? 'rejected'
            : 'cancelled';
    const [row] = await db
      .insert(authorizations)
      .values({
        tenantId,
        memberId,
        institutionId,
        scope: demo.scope,
        validUntil: addDays(today, demo.validInDays),
        status,
        remark: demo.remark,
        reason: last?.reason ?? null,
        applicantUserId: comp.id,
        auditorUserId: decision ? actor[decision.by] : null,
        createdAt: at(applied),
        decidedAt: last ? at(last) : null,
        updatedAt: at(last ?? applied),
      })
      .returning({ id: authorizations.id });
    await db.insert(auditLog).values(
      demo.steps.map((step) => ({
        tenantId,
        actorUserId: actor[step.by],
        action: step.action,
        entity: AUTHORIZATION_ENTITY,
        entityId: String(row!.id),
        detail:
          step.action === 'apply'
            ? {
                institutionId,
                scope: demo.scope,
                validUntil: addDays(today, demo.validInDays),
                remark: demo.remark,
              }
            : step.reason
              ? { reason: step.reason }
              : null,
        at: at(step),
      })),
    );
  }
}
