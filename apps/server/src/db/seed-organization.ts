import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { institutions, members, salesmanMembers, salesmen, tenants } from '@/db/schema.ts';

/**
 * The demo's salesmen (issue 7 point 2): two of 海川银行 and one of 江南银行 per demo tenant, with
 * the tenant's enterprises assigned so the salesmen screen shows something on a fresh start. Runs
 * after the members are seeded. An institution that has salesmen already is left alone, and the
 * tenant's seeding holds a lock, so it can run at every start, twice, or in two instances at once.
 */

export const DEMO_SALESMEN: Readonly<Record<string, readonly { name: string; mobile: string }[]>> = {
  ORG_HCB: [
    { name: '张明辉', mobile: '13916620101' },
    { name: '李婉清', mobile: '13916620102' },
  ],
  ORG_JNB: [{ name: '赵子涵', mobile: '13916620201' }],
};

export async function seedOrganization(db: Db): Promise<void> {
  for (const { code } of DEMO_TENANTS) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
    if (!tenant) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed-organization:${tenant.id}`}))`);
      await seedTenant(tx, tenant.id);
    });
  }
}

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const enterprises = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active')))
    .orderBy(asc(members.id));
  for (const [userCode, people] of Object.entries(DEMO_SALESMEN)) {
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, userCode)));
    if (!institution) continue;
    // Seeded once: what an operator changed later (a removed enterprise, a new salesman) stays.
    const [present] = await db
      .select({ id: salesmen.id })
      .from(salesmen)
      .where(and(eq(salesmen.tenantId, tenantId), eq(salesmen.institutionId, institution.id)))
      .limit(1);
    if (present) continue;
    const staff = await db
      .insert(salesmen)
      .values(people.map((p) => ({ tenantId, institutionId: institution.id, ...p })))
      .returning({ id: salesmen.id });
    const ids = staff.map((s) => s.id).sort((a, b) => a - b);
    if (enterprises.length === 0) continue;
    // The enterprises in turn, one salesman after the other.
    await db
      .insert(salesmanMembers)
      .values(
        enterprises.map((m, i) => ({
          tenantId,
          institutionId: institution.id,
          memberId: m.id,
          salesmanId: ids[i % ids.length]!,
        })),
      )
      .onConflictDoNothing();
  }
}
