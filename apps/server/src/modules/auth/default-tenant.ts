import type { Db } from '@/db/client.ts';
import { lazy } from '@/lib/lazy.ts';
import { findDefaultTenant, findTenantByCode } from '@/modules/auth/repository.ts';
import type { TenantRow } from '@/modules/auth/repository.ts';

const NO_TENANT = new Error('no tenant');
const loaders = new WeakMap<Db, () => Promise<number>>();

/**
 * The default tenant (the first one), whose public pages a visitor sees: fixed for the life of a
 * database, so read once per database. With no tenant yet, each caller refuses in its own terms
 * (`refuse`), and the next request reads again.
 */
export function defaultTenantId(db: Db, refuse: () => Error): Promise<number> {
  let load = loaders.get(db);
  if (!load) {
    load = lazy(async () => {
      const tenant = await findDefaultTenant(db);
      if (!tenant) throw NO_TENANT;
      return tenant.id;
    });
    loaders.set(db, load);
  }
  return load().catch((error: unknown) => {
    throw error === NO_TENANT ? refuse() : error;
  });
}

const byCode = new WeakMap<Db, Map<string, TenantRow>>();

/**
 * The tenant of a code, as every sign-in names it. Tenants are made only by the seed, before an
 * instance serves, so a tenant once found is kept for the life of the process; a code not found is
 * asked again each time (and so cannot grow the map).
 */
export async function tenantByCode(db: Db, code: string): Promise<TenantRow | undefined> {
  let known = byCode.get(db);
  if (!known) byCode.set(db, (known = new Map()));
  const kept = known.get(code);
  if (kept) return kept;
  const tenant = await findTenantByCode(db, code);
  if (tenant) known.set(code, tenant);
  return tenant;
}
