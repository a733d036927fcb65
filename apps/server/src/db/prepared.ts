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

/**
 * `prepared` for a family of queries, one per key (a list's filter shape, say): built once per handle
 * and key, for at most `maxKeys` keys a handle, and at each call past that. Build them with
 * `.prepare('')`: an empty name leaves naming the statement to the connection, which names it by its
 * text under the cap on named statements (db/client.ts), however many keys there are.
 */
export function preparedByKey<A, Q>(
  keyOf: (arg: A) => string,
  build: (db: Db, arg: A) => Q,
  maxKeys = 64,
): (db: Db, arg: A) => Q {
  const queriesOf = prepared(() => new Map<string, Q>());
  return (db, arg) => {
    const queries = queriesOf(db);
    const key = keyOf(arg);
    let query = queries.get(key);
    if (query === undefined) {
      query = build(db, arg);
      if (queries.size < maxKeys) queries.set(key, query);
    }
    return query;
  };
}
