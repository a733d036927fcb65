import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_REASONS } from '@/modules/auth/session-keys.ts';
import { findAttempts, recordSignIn } from '@/modules/auth/repository.ts';
import { createPlanDatabase, nodesOf, planOf } from '@/test/query-plans.ts';
import type { PlanDatabase, Queryable } from '@/test/query-plans.ts';
import { statementsOf } from '@/test/statements.ts';
import type { Statement } from '@/test/statements.ts';
import type { TestDatabase } from '@/test/test-app.ts';

/**
 * A sign-in's cost must not grow with how often its user or its address signed in before (issue 8
 * figure 5, sign-ins against the raw hash rate): the policy reads the failures and the latest
 * success only, and ending the user's live sessions reads those alone, not the ended ones kept
 * until they expire. The statements the repository sends are run with EXPLAIN ANALYZE on a user
 * with hundreds of recent successes and ended sessions; every row a plan reads must be one it keeps.
 */

const SIGN_INS = 400;
const IP = '10.0.0.1';

let test: TestDatabase;
let explainer: Queryable;
let tenantId: number;
let userId: number;

async function fill(db: Queryable) {
  const one = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] ?? {};
  tenantId = Number(
    (await one(`insert into tenants (code, name, kind_code) values ('T001', 't', 'scf') returning id`)).id,
  );
  userId = Number(
    (
      await one(
        `insert into users (tenant_id, account, name, user_type, raw_role_code, role_code, password_hash)
         values ($1, 'bank01', 'bank01', 'financeOrg', 'normal', 'financeOrg', 'x') returning id`,
        [tenantId],
      )
    ).id,
  );
  // A busy morning: the account signed in SIGN_INS times from one address, two mistakes among them.
  await db.query(
    `insert into login_attempts (tenant_id, account, ip, success, at)
     select $1, 'bank01', $2, g not in (7, 9), now() - make_interval(secs => g)
       from generate_series(1, $3::int) g`,
    [tenantId, IP, SIGN_INS],
  );
  await db.query(
    `insert into sessions (id_hash, tenant_id, user_id, expires_at, ended_reason)
     select 'h' || g, $1, $2, now() + interval '1 hour', case when g > 1 then $4 end
       from generate_series(1, $3::int) g`,
    [tenantId, userId, SIGN_INS, ENDED_REASONS.replaced],
  );
  for (const table of ['login_attempts', 'sessions']) await db.query(`analyze ${table}`);
}

/** Rows the plan read and then threw away, per node that did. */
async function discardedRows(statements: Statement[]): Promise<string[]> {
  const found: string[] = [];
  for (const statement of statements) {
    for (const node of nodesOf(await planOf(explainer, statement, { analyze: true }))) {
      const discarded = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
      if (discarded > 0) found.push(`${node['Node Type']} on ${node['Relation Name']}: ${discarded} rows`);
    }
  }
  return found;
}

let plans: PlanDatabase;

beforeAll(async () => {
  plans = await createPlanDatabase(fill);
  ({ test, explainer } = plans);
});

afterAll(() => plans.close());

describe('a sign-in reads no more for a busy account or address', () => {
  it("the policy's reads: the failures and the latest success", async () => {
    const filter = { account: 'bank01', ip: IP, since: new Date(Date.now() - 3_600_000) };
    let attempts: Awaited<ReturnType<typeof findAttempts>> = [];
    const statements = await statementsOf(test.database, async () => {
      attempts = await findAttempts(test.database.db, filter);
    });
    expect(attempts.map((a) => a.success)).toEqual([false, false, true]);
    expect(await discardedRows(statements)).toEqual([]);
    // The address alone (no account given) reads its failures only.
    const byAddress = await statementsOf(test.database, () =>
      findAttempts(test.database.db, { ...filter, account: null }),
    );
    expect(await discardedRows(byAddress)).toEqual([]);
  });

  it("the record of a sign-in ends the user's live session only", async () => {
    const statements = await statementsOf(test.database, () =>
      recordSignIn(test.database.db, {
        tenantId,
        userId,
        account: 'bank01',
        ip: IP,
        at: new Date(),
        endedReason: ENDED_REASONS.replaced,
      }),
    );
    expect(statements).toHaveLength(1);
    expect(await discardedRows(statements)).toEqual([]);
  });
});
