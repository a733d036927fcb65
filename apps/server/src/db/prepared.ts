import type { Db } from '@/db/client.ts';

/**
 * A drizzle prepared query per database handle, made on first use, for the reads every request
 * makes (its session, its user's roles): drizzle then builds their SQL once rather than at each
 * call. A transaction is a handle of its own and gets its own, so the repositories keep taking any
 * `Db`.
 */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
