import type { Db } from '@/db/client.ts';
import { lazy } from '@/lib/lazy.ts';
import { findDefaultTenant } from '@/modules/auth/repository.ts';

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
