import { asc } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { tenants } from '@/db/schema.ts';

export async function listTenants(db: Db) {
  return db
    .select({ code: tenants.code, name: tenants.name, kindCode: tenants.kindCode })
    .from(tenants)
    .orderBy(asc(tenants.id));
}
