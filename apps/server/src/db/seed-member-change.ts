import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { memberChanges, members, registrations, tenants, users } from '@/db/schema.ts';

/**
 * Demo history of the enterprise detail changes (issue 7 point 4): comp01's enterprise changed its
 * contact some weeks ago (in force at once) and asked for a new name, which admin01 rejected with a
 * reason. Nothing is pending, so the enterprise may file a change of its own. The registration
 * already holds the values the applied change set. Needs the demo users linked to their enterprise
 * (seedFinancing); a tenant whose enterprise has any change is left alone.
 */
export async function seedMemberChange(db: Db): Promise<void> {
  for (const { code } of DEMO_TENANTS) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
    if (!tenant) continue;
    // Two instances starting on one database: one at a time per tenant, the second finds the rows.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed-member-change:${tenant.id}`}))`);
      await seedTenant(tx, tenant.id);
    });
  }
}

const DAY_MS = 86_400_000;

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const account = (name: string) =>
    db
      .select({ id: users.id, memberId: users.memberId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.account, name)));
  const [[comp], [admin]] = await Promise.all([account('comp01'), account('admin01')]);
  if (!comp?.memberId || !admin) return;
  const [done] = await db
    .select({ id: memberChanges.id })
    .from(memberChanges)
    .where(and(eq(memberChanges.tenantId, tenantId), eq(memberChanges.memberId, comp.memberId)))
    .limit(1);
  if (done) return;
  const [own] = await db
    .select({ registration: registrations })
    .from(members)
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .where(and(eq(members.tenantId, tenantId), eq(members.id, comp.memberId)));
  if (!own) return;
  const r = own.registration;
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  const common = { tenantId, memberId: comp.memberId, registrationId: r.id, requestedBy: comp.id };
  await db.insert(memberChanges).values([
    {
      ...common,
      status: 'applied',
      changes: { contactName: { from: '王丽', to: r.contactName } },
      createdAt: ago(40),
      decidedAt: ago(40),
    },
    {
      ...common,
      status: 'rejected',
      changes: { enterpriseName: { from: r.enterpriseName, to: '鼎盛电子（深圳）有限公司' } },
      reviewedBy: admin.id,
      reason: '名称变更须提供新的营业执照，请上传后重新提交',
      createdAt: ago(21),
      decidedAt: ago(20),
    },
  ]);
}
