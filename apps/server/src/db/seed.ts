import { and, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { tenants, users } from '@/db/schema.ts';
import { seedDemoAccess } from '@/db/seed-access.ts';
import { seedAdminAccess } from '@/db/seed-admin-access.ts';
import { seedRegistrationAgreements } from '@/db/seed-content.ts';
import { seedAuthorization } from '@/db/seed-authorization.ts';
import { seedCatalogue } from '@/db/seed-catalogue.ts';
import { seedCmsContent } from '@/db/seed-cms.ts';
import { seedFinancing } from '@/db/seed-financing.ts';
import { seedMember } from '@/db/seed-member.ts';
import { seedMemberChange } from '@/db/seed-member-change.ts';
import { seedOrganization } from '@/db/seed-organization.ts';
import { hashPassword } from '@/modules/auth/password.ts';

/**
 * Inserts the demo tenants and accounts that are missing. Keyed by natural keys with ON CONFLICT
 * DO NOTHING, so it can run at every start, twice, or in two instances at once.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoAccounts(db);
  // Roles, menus and role assignments, once the accounts exist.
  await seedDemoAccess(db);
  await seedAdminAccess(db);
  await seedRegistrationAgreements(db);
  await seedCatalogue(db);
  await seedCmsContent(db);
  await seedMember(db);
  await seedFinancing(db);
  // Both need the demo users linked to their enterprise and institution (seedFinancing).
  await seedAuthorization(db);
  await seedMemberChange(db);
  await seedOrganization(db);
}

async function seedDemoAccounts(db: Db): Promise<void> {
  await db
    .insert(tenants)
    .values(DEMO_TENANTS.map(({ code, name, kindCode }) => ({ code, name, kindCode })))
    .onConflictDoNothing({ target: tenants.code });

  const tenantRows = await db
    .select({ id: tenants.id, code: tenants.code })
    .from(tenants)
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  const tenantIds = new Map(tenantRows.map((t) => [t.code, t.id]));

  const existing = await db
    .select({ tenantId: users.tenantId, account: users.account })
    .from(users)
    .where(
      and(
        inArray(users.tenantId, [...tenantIds.values()]),
        inArray(
          users.account,
          DEMO_ACCOUNTS.map((a) => a.account),
        ),
      ),
    );
  const present = new Set(existing.map((u) => `${u.tenantId}/${u.account}`));

  // Hashing is the slow part of a start, so only the accounts still missing are hashed.
  const missing = DEMO_ACCOUNTS.flatMap((account) => {
    const tenantId = tenantIds.get(account.tenantCode);
    return tenantId === undefined || present.has(`${tenantId}/${account.account}`)
      ? []
      : [{ tenantId, account }];
  });
  if (missing.length === 0) return;

  const rows = await Promise.all(
    missing.map(async ({ tenantId, account: a }) => ({
      tenantId,
      account: a.account,
      name: a.name,
      mobile: a.mobile,
      email: a.email,
      userType: a.userType,
      rawRoleCode: a.rawRoleCode,
      roleCode: a.roleCode,
      passwordHash: await hashPassword(a.password),
    })),
  );
  await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: [users.tenantId, users.account] });
}
