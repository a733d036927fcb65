import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import {
  accountManagers,
  creditLines,
  institutions,
  members,
  productRepayTypes,
  products,
  tenants,
  users,
} from '@/db/schema.ts';
import { CORE_ENTERPRISE } from '@/db/member-data.ts';
import { planProducts } from '@/db/seed-catalogue.ts';
import { seedFinancingCases } from '@/db/seed-financing-cases.ts';

/**
 * The demo's financing parties: the institution each demo institution user works for, the member
 * each demo enterprise user works for, and the institutions' account managers. Runs after the
 * catalogue and the members are seeded; every step only fills what is missing. Then the demo's
 * financing cases (seed-financing-cases.ts).
 */
/** bank01 works for 海川银行, which offers credit and voucher products (the dialog and the apply page). */
export const DEMO_INSTITUTION_OF: Readonly<Record<string, string>> = { bank01: 'ORG_HCB' };
/** comp01 works for an approved demo registration (member-data.ts); comp02 is not verified. */
export const DEMO_MEMBER_OF: Readonly<Record<string, string>> = { comp01: '91440300MA5F2W8N1' };

export const DEMO_ACCOUNT_MANAGERS: readonly { name: string; mobile: string }[] = [
  { name: '王立群', mobile: '13816600101' },
  { name: '陈思远', mobile: '13816600102' },
  { name: '刘晓敏', mobile: '13816600103' },
];

/**
 * Credit lines of the demo (fen): the core enterprise is the cash-out party of every voucher and
 * receivable product (the apply page checks its line against amount × 1,000,000, business.md
 * section 5, so it is large); comp01's enterprise holds a line on one FSP credit product, on which
 * the apply page's credit variant draws.
 */
export const DEMO_CREDITOR_LINE_FEN = 1_200_000_000_000;
export const DEMO_OWN_LINE_FEN = 500_000_000;
/**
 * comp01's line is on an FSP credit product of 鼎信小贷: 海川银行's keeps the dialog, and the browser
 * flows show its credit granting a line there.
 */
export const DEMO_OWN_LINE_INSTITUTION = 'ORG_DXXD';

export async function seedFinancing(db: Db): Promise<void> {
  for (const { code } of DEMO_TENANTS) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
    if (!tenant) continue;
    // Two instances starting on one database seed at once: one at a time per tenant, each finding
    // what the other wrote (the managers and cases are checked, then inserted).
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed-financing:${tenant.id}`}))`);
      await seedTenant(tx, tenant.id, code);
    });
  }
}

async function seedTenant(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  await linkUsers(db, tenantId);
  await seedAccountManagers(db, tenantId);
  const [comp] = await db
    .select({ id: users.id, memberId: users.memberId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, 'comp01')));
  const [bank] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, 'bank01')));
  await seedCreditLines(db, tenantId, tenantCode, comp?.memberId ?? null);
  if (comp?.memberId) {
    await seedFinancingCases(db, {
      tenantId,
      tenantCode,
      memberId: comp.memberId,
      userId: comp.id,
      institutionUserId: bank?.id ?? null,
    });
  }
}

async function linkUsers(db: Db, tenantId: number): Promise<void> {
  for (const [account, userCode] of Object.entries(DEMO_INSTITUTION_OF)) {
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, userCode)));
    if (!institution) continue;
    await db
      .update(users)
      .set({ institutionId: institution.id })
      .where(and(eq(users.tenantId, tenantId), eq(users.account, account), isNull(users.institutionId)));
  }
  for (const [account, usccPrefix] of Object.entries(DEMO_MEMBER_OF)) {
    const rows = await db
      .select({ id: members.id, usccCode: members.usccCode })
      .from(members)
      .where(eq(members.tenantId, tenantId));
    const member = rows.find((m) => m.usccCode.startsWith(usccPrefix));
    if (!member) continue;
    await db
      .update(users)
      .set({ memberId: member.id })
      .where(and(eq(users.tenantId, tenantId), eq(users.account, account), isNull(users.memberId)));
  }
}

async function seedAccountManagers(db: Db, tenantId: number): Promise<void> {
  const existing = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.tenantId, tenantId))
    .limit(1);
  if (existing.length > 0) return;
  const parties = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId));
  await db
    .insert(accountManagers)
    .values(
      parties.flatMap((party) =>
        DEMO_ACCOUNT_MANAGERS.map((manager) => ({ tenantId, institutionId: party.id, ...manager })),
      ),
    );
}

async function seedCreditLines(
  db: Db,
  tenantId: number,
  tenantCode: string,
  compMemberId: number | null,
): Promise<void> {
  const [core] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.usccCode, CORE_ENTERPRISE.usccCode)));
  const shelf = await db
    .select({
      id: products.id,
      institutionId: products.institutionId,
      financeTypeCode: products.financeTypeCode,
      loanType: products.loanType,
      userCode: institutions.userCode,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    // The demo's own products only: a catalogue grown by institutions (or the bench's 1,000,000
    // rows) is not read at every start nor given the demo's lines.
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.productStatus, 3),
        inArray(
          products.productCode,
          planProducts(tenantCode).map((plan) => plan.code),
        ),
      ),
    )
    .orderBy(asc(products.id));
  const firstRepayType = async (productId: number) => {
    const [row] = await db
      .select({ repayType: productRepayTypes.repayType })
      .from(productRepayTypes)
      .where(eq(productRepayTypes.productId, productId))
      .orderBy(asc(productRepayTypes.sortOrder));
    return row?.repayType ?? 'bullet';
  };
  const lines: (typeof creditLines.$inferInsert)[] = [];
  if (core) {
    for (const p of shelf.filter((p) => p.financeTypeCode !== 'credit')) {
      lines.push({
        tenantId,
        memberId: core.id,
        productId: p.id,
        institutionId: p.institutionId,
        creditAmountFen: DEMO_CREDITOR_LINE_FEN,
        repayType: 'bullet',
      });
    }
  }
  const own = shelf.find(
    (p) => p.financeTypeCode === 'credit' && p.loanType === 'FSP' && p.userCode === DEMO_OWN_LINE_INSTITUTION,
  );
  if (compMemberId !== null && own) {
    lines.push({
      tenantId,
      memberId: compMemberId,
      productId: own.id,
      institutionId: own.institutionId,
      creditAmountFen: DEMO_OWN_LINE_FEN,
      repayType: await firstRepayType(own.id),
    });
  }
  if (lines.length > 0) await db.insert(creditLines).values(lines).onConflictDoNothing();
}
