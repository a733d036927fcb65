import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { members } from '@/db/schema.ts';

/** Whether a credit code is an active member of the tenant: a buyer the invoice check accepts. */
export async function isActiveMember(db: Db, tenantId: number, usccCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.usccCode, usccCode), eq(members.status, 'active')))
    .limit(1);
  return row !== undefined;
}
