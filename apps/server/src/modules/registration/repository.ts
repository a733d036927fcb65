import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { agreements, roles, userRoles, users } from '@/db/schema.ts';

export type NewUser = typeof users.$inferInsert;
export type AgreementRow = Pick<typeof agreements.$inferSelect, 'id' | 'articleName' | 'articleText'>;

/** The new user's id, or undefined when the account was taken in the meantime. */
export async function insertUser(db: Db, user: NewUser): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: [users.tenantId, users.account] })
    .returning({ id: users.id });
  return row?.id;
}

export async function findRoleId(db: Db, tenantId: number, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, code)))
    .limit(1);
  return row?.id;
}

export async function insertUserRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

/**
 * Content management withdraws an agreement by unpublishing it (issue 7): it is then neither listed
 * nor shown.
 */
const published = eq(agreements.status, 'published');

const agreementColumns = {
  id: agreements.id,
  articleName: agreements.articleName,
  articleText: agreements.articleText,
};

export async function listRegistrationAgreements(db: Db, tenantId: number): Promise<AgreementRow[]> {
  return db
    .select(agreementColumns)
    .from(agreements)
    .where(and(eq(agreements.tenantId, tenantId), eq(agreements.kind, 'register'), published))
    .orderBy(asc(agreements.sortOrder), asc(agreements.id));
}

export async function findAgreement(db: Db, tenantId: number, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select(agreementColumns)
    .from(agreements)
    .where(
      and(
        eq(agreements.tenantId, tenantId),
        eq(agreements.kind, 'register'),
        published,
        eq(agreements.id, id),
      ),
    )
    .limit(1);
  return row;
}
