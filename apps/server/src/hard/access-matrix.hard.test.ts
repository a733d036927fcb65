import type { SQL } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { onPostgres } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { Cast, VISITOR, demoActor, errorNo } from './support/actors.ts';
import type { ActorSpec } from './support/actors.ts';
import { catalogueApp, describeGuard, guardAdmits } from './support/catalogue.ts';
import type { Catalogue, Endpoint } from './support/catalogue.ts';
import { INSIDERS, NOT_PROBED, PEERS, PROBES, addPeers, findRecords } from './support/probes.ts';
import type { Ref, ResourceName } from './support/probes.ts';
import { RowWatch } from './support/row-counts.ts';
import { sampleParts, toInject } from './support/samples.ts';
import type { CallParts } from './support/samples.ts';

/**
 * Issue 8, point 9: the access matrix. Every endpoint the app registers is called as a visitor and
 * as each demo role (enterprise comp01, institution bank01, operator admin01, the unverified
 * comp02) in two tenants, and the answer is checked against what the route's guard says (public,
 * requireUser, requirePermission(codes)) given the role's permission codes in demo-access.ts; the
 * expectation is derived from the guard, never from running the endpoint. Where a service admits
 * fewer callers than its guard (a party rule), the rule is listed below with its reason.
 *
 * Then the read-by-id probes (support/probes.ts): records of one party in T001, asked for by id or
 * code by every other party and by the other tenant, must never be shown or changed.
 */

const SEED = 20_260_809;
/** A long test's time limit: on a busy shared machine the calls take several times their usual time. */
const RUN_TIMEOUT_MS = 1_800_000;

const CALLERS: ActorSpec[] = [
  VISITOR,
  ...['T001', 'T002'].flatMap((tenant) =>
    ['comp01', 'bank01', 'admin01', 'comp02'].map((account) => demoActor(account, tenant)),
  ),
];

/** The answers of a guard: no session (visitor), or a signed-in user without the code. */
const GUARD_REFUSALS: ReadonlySet<number> = new Set([
  ERROR_CODES.PAGE_EXPIRED,
  ERROR_CODES.SESSION_INVALID,
  ERROR_CODES.FORBIDDEN,
]);

/** Calls that end or lock the caller's session: the caller signs in afresh after them. */
const SESSION_CALLS: ReadonlySet<string> = new Set([
  'POST /api/user/login',
  'GET /api/user/logout',
  'POST /api/user/lock',
  'POST /kickout',
  'POST /api/user/unlock',
  'POST /api/user/resetPwd',
  'POST /api/user/modify_mobile',
]);

/**
 * Party rules: endpoints whose service admits fewer callers than the guard, each with its reason.
 * A caller the rule leaves out must be refused with -107 like a guard's refusal.
 */
const PARTY_RULES: Readonly<Record<string, { admits: (caller: ActorSpec) => boolean; why: string }>> = {
  'POST /kickout': {
    admits: (c) => c.party === 'operator',
    why: "another account's sessions: only an operator may end them (docs/decisions.md, sessions)",
  },
  'GET /api/member/realname/status': {
    admits: (c) => isEnterprise(c),
    why: 'real-name verification is for enterprise users',
  },
  'POST /api/member/realname/send_sms_code': {
    admits: (c) => isEnterprise(c),
    why: 'real-name verification is for enterprise users',
  },
  'POST /api/member/realname/verify': {
    admits: (c) => isEnterprise(c),
    why: 'real-name verification is for enterprise users',
  },
  'POST /api/member/realname/qr_token': {
    admits: (c) => isEnterprise(c),
    why: 'real-name verification is for enterprise users',
  },
  'POST /api/member/change/current': {
    admits: (c) => c.party === 'enterprise',
    why: "an enterprise's details: users of an admitted member only",
  },
  'POST /api/member/change/history': {
    admits: (c) => c.party === 'enterprise',
    why: "an enterprise's details: users of an admitted member only",
  },
  'POST /api/stats/finance_org_index_stats': {
    admits: (c) => c.party === 'institution' || c.party === 'operator',
    why: "the institution's dashboard: institutions and operators",
  },
};

function isEnterprise(caller: ActorSpec): boolean {
  return caller.party === 'enterprise' || caller.party === 'unverified';
}

/**
 * Calls the sampler cannot build valid (a check digit, a Chinese name): a guard that runs after the
 * validation (a preHandler) answers only a call that passes it.
 */
const SAMPLES: Readonly<Record<string, CallParts>> = {
  'POST /api/member/realname/verify': {
    body: { realName: '张三', certNo: '11010519491231002X', smsCode: '123456' },
  },
};

const admits = (endpoint: Endpoint, caller: ActorSpec) =>
  guardAdmits(endpoint.guard, { signedIn: caller.account !== null, permissions: caller.permissions }) &&
  (PARTY_RULES[endpoint.key]?.admits(caller) ?? true);

describe('access matrix: every endpoint as every caller, as the guards say (issue 8, point 9)', () => {
  let testApp: TestApp;
  let catalogue: Catalogue;
  let cast: Cast;

  beforeAll(async () => {
    ({ testApp, catalogue } = await catalogueApp());
    cast = new Cast(testApp.app, testApp.database.db, CALLERS);
    await cast.start();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('catalogues every route: each one in the matrix or excluded with a reason', () => {
    expect(catalogue.uncovered).toEqual([]);
    expect(catalogue.staleExclusions).toEqual([]);
  });

  it(
    'allows and refuses every endpoint for each caller as its guard says',
    async () => {
      const started = Date.now();
      const mismatches: string[] = [];
      /** Expected row (one letter per caller) → endpoints with it, for the summary. */
      const rows = new Map<string, { guard: string; keys: string[] }>();
      let calls = 0;

      for (const [index, endpoint] of catalogue.endpoints.entries()) {
        const call = toInject(endpoint, sampleParts(endpoint, SEED + index, SAMPLES[endpoint.key]));
        let row = '';
        for (const caller of CALLERS) {
          const expected = admits(endpoint, caller);
          row += expected ? 'A' : 'R';
          let response = await cast.send(caller, call);
          let code = errorNo(response);
          // A session a previous call ended (a kick-out, a lock) is the harness's, not the guard's.
          if (
            caller.account !== null &&
            (code === ERROR_CODES.SESSION_INVALID ||
              code === ERROR_CODES.KICKED ||
              code === ERROR_CODES.LOCKED)
          ) {
            cast.forget(caller);
            response = await cast.send(caller, call);
            code = errorNo(response);
          }
          calls += 1;
          if (SESSION_CALLS.has(endpoint.key)) cast.forget(caller);
          const refusedByGuard = code !== undefined && GUARD_REFUSALS.has(code);
          const rightRefusal =
            caller.account === null ? code !== ERROR_CODES.FORBIDDEN : code === ERROR_CODES.FORBIDDEN;
          if (expected && refusedByGuard) {
            mismatches.push(
              `${endpoint.key} [${describeGuard(endpoint.guard)}] refused ${caller.label}: ${response.body.slice(0, 160)}`,
            );
          } else if (!expected && !(refusedByGuard && rightRefusal)) {
            mismatches.push(
              `${endpoint.key} [${describeGuard(endpoint.guard)}] let ${caller.label} through: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
        const entry = rows.get(row) ?? { guard: describeGuard(endpoint.guard), keys: [] };
        entry.keys.push(endpoint.key);
        rows.set(row, entry);
      }

      const header = CALLERS.map((c, i) => `${String.fromCharCode(97 + i)}=${c.label}`).join(' ');
      const allowedBy = CALLERS.map((_, i) =>
        [...rows].reduce((n, [row, { keys }]) => n + (row[i] === 'A' ? keys.length : 0), 0),
      );
      console.info(
        [
          `access matrix: ${catalogue.endpoints.length} endpoints × ${CALLERS.length} callers = ${calls} calls, ` +
            `${((Date.now() - started) / 1000).toFixed(0)} s on ${onPostgres ? 'PostgreSQL' : 'PGlite'}; mismatches ${mismatches.length}`,
          `  callers: ${header}`,
          `  allowed / refused per caller: ${CALLERS.map((c, i) => `${c.label} ${allowedBy[i]}/${catalogue.endpoints.length - (allowedBy[i] ?? 0)}`).join(', ')}`,
          `  excluded: ${catalogue.excluded.length} (${catalogue.excluded
            .filter((e) => !e.key.startsWith('HEAD '))
            .map((e) => e.key)
            .join(', ')} and HEAD twins)`,
          ...[...rows]
            .sort((a, b) => b[1].keys.length - a[1].keys.length)
            .map(
              ([row, { guard, keys }]) =>
                `  ${row}  ${String(keys.length).padStart(3)} endpoints, e.g. ${guard}: ${keys.slice(0, 3).join(', ')}`,
            ),
        ].join('\n'),
      );
      expect(mismatches).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );
});

/** Fields that name a record of someone (an id, a code, a hash, a key, a token). */
const NAMING = /^(id|code|key|token|tn)$|[a-z](Id|Ids|Code|Hash|Token)$/;

function namingFields(schema: ZodType | undefined, depth = 0): string[] {
  const def = (schema as unknown as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 4) return [];
  const inner = (def.innerType ?? def.element ?? (def.type === 'pipe' ? def.out : undefined)) as
    ZodType | undefined;
  if (def.type === 'pipe') {
    const input = def.in as ZodType;
    const first = (input as unknown as { _zod: { def: { type: string } } })._zod.def.type;
    return namingFields(first === 'transform' ? (def.out as ZodType) : input, depth + 1);
  }
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, ZodType>).flatMap(([key, field]) => [
      ...(NAMING.test(key) ? [key] : []),
      ...namingFields(field, depth + 1).map((k) => `${key}.${k}`),
    ]);
  }
  if (def.type === 'union') return (def.options as ZodType[]).flatMap((o) => namingFields(o, depth + 1));
  return inner ? namingFields(inner, depth + 1) : [];
}

const PROBE_CALLERS: ActorSpec[] = [
  VISITOR,
  ...['comp01', 'bank01', 'admin01', 'comp02'].map((account) => demoActor(account, 'T001')),
  ...PEERS,
  ...['comp01', 'bank01', 'admin01', 'comp02'].map((account) => demoActor(account, 'T002')),
];

async function rowValue(db: Db, row: SQL): Promise<string | null> {
  const { rows } = (await db.execute(row)) as unknown as { rows: { row: string }[] };
  return rows[0]?.row ?? null;
}

/** Whether a reply shows the record: its marker, its id among list rows, or any row at all. */
function shown(body: string, how: 'marker' | 'rows' | 'id', ref: Ref): boolean {
  if (how === 'marker') return body.includes(ref.marker);
  if (how === 'id') return body.includes(`"id":"${ref.id}"`) || body.includes(`"id":${ref.id},`);
  try {
    const rows = (JSON.parse(body) as { data?: { rows?: unknown[] } | null }).data?.rows;
    return Array.isArray(rows) && rows.length > 0;
  } catch {
    return false;
  }
}

/** A validation failure of the schema itself: the call never reached the record's lookup. */
function failedSchema(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error_no?: number; data?: { errors?: { rule?: string }[] } };
    return (
      parsed.error_no === ERROR_CODES.VALIDATION &&
      (parsed.data?.errors ?? []).some((e) =>
        /^(invalid_|too_|unrecognized|not_multiple|custom)/.test(String(e.rule)),
      )
    );
  } catch {
    return false;
  }
}

describe('access matrix: records by id, asked by every other party and tenant (issue 8, point 9)', () => {
  let testApp: TestApp;
  let catalogue: Catalogue;
  let cast: Cast;
  let db: Db;
  let records: Record<ResourceName, Ref>;

  beforeAll(async () => {
    ({ testApp, catalogue } = await catalogueApp());
    db = testApp.database.db;
    await addPeers(db);
    records = await findRecords(db);
    cast = new Cast(testApp.app, db, PROBE_CALLERS);
    await cast.start();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('probes every endpoint that takes an id or a code, or says why not', () => {
    const keys = new Set(catalogue.endpoints.map((e) => e.key));
    const probed = new Set(PROBES.map((p) => p.endpoint));
    const naming = catalogue.endpoints.filter(
      (e) => [...namingFields(e.body), ...namingFields(e.querystring), ...namingFields(e.params)].length > 0,
    );
    expect(naming.filter((e) => !probed.has(e.key) && !(e.key in NOT_PROBED)).map((e) => e.key)).toEqual([]);
    expect([...probed, ...Object.keys(NOT_PROBED)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it(
    "never shows another party's or tenant's record, and never lets them change it",
    async () => {
      const started = Date.now();
      const leaks: string[] = [];
      const weak: string[] = [];
      let calls = 0;
      let noOps = 0;
      const byKey = new Map(catalogue.endpoints.map((e) => [e.key, e]));
      const watch = new RowWatch(db);

      for (const [index, probe] of PROBES.entries()) {
        const endpoint = byKey.get(probe.endpoint) as Endpoint;
        const ref = records[probe.resource];
        const parts = probe.call(ref, records);
        const call = toInject(
          endpoint,
          probe.kind === 'write' ? sampleParts(endpoint, SEED + index, parts) : parts,
        );
        const shows = (body: string) => shown(body, probe.shows ?? 'marker', ref);
        const insiders = probe.insiders ?? INSIDERS[probe.resource];
        const what = `${probe.endpoint} on ${probe.resource} #${ref.id}`;

        for (const caller of PROBE_CALLERS.filter((c) => !insiders.includes(c.label))) {
          await cast.client(caller);
          const rowBefore = await rowValue(db, ref.row);
          // What signing in and the previous call wrote is not this call's.
          await watch.changes();
          const response = await cast.send(caller, call, { keep: false });
          calls += 1;
          const code = errorNo(response);
          if (failedSchema(response.body) && admits(endpoint, caller)) {
            weak.push(
              `${what} as ${caller.label}: the call failed validation: ${response.body.slice(0, 200)}`,
            );
          }
          if (probe.kind === 'read') {
            if (shows(response.body)) {
              leaks.push(`${what} shown to ${caller.label}: ${response.body.slice(0, 200)}`);
            }
          } else {
            const [rowAfter, written] = [await rowValue(db, ref.row), await watch.changes()];
            if (rowAfter !== rowBefore || written.length > 0) {
              leaks.push(
                `${what} changed by ${caller.label} (error_no ${code}): ${written.join('; ') || 'the record'}`,
              );
            } else if (code === ERROR_CODES.OK) {
              noOps += 1;
            }
            await cast.keepIdentities();
          }
          if (SESSION_CALLS.has(probe.endpoint)) cast.forget(caller);
        }

        // The control: a caller inside sees the record, so the probe names a real one.
        const insider = PROBE_CALLERS.find((c) => insiders.includes(c.label) && admits(endpoint, c));
        if (probe.kind === 'read' && insider) {
          const response = await cast.send(insider, call);
          calls += 1;
          if (!shows(response.body)) {
            weak.push(
              `${what}: ${insider.label}, who may see it, was not shown it: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }

      console.info(
        [
          `read-by-id probes: ${PROBES.length} probes over ${new Set(PROBES.map((p) => p.resource)).size} kinds of record, ` +
            `${calls} calls as ${PROBE_CALLERS.length} callers, ${((Date.now() - started) / 1000).toFixed(0)} s on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
          `  leaks ${leaks.length}; refused writes ok, of which answered as a no-op success ${noOps}; probes not reaching their record ${weak.length}`,
          `  not probed (with reasons): ${Object.keys(NOT_PROBED).length} endpoints`,
        ].join('\n'),
      );
      expect({ leaks, weak }).toEqual({ leaks: [], weak: [] });
    },
    RUN_TIMEOUT_MS,
  );

  it('ends no T001 session when an operator of T002 kicks out the same account name', async () => {
    const victim = PROBE_CALLERS.find((c) => c.label === 'T001/comp01') as ActorSpec;
    const operator = PROBE_CALLERS.find((c) => c.label === 'T002/admin01') as ActorSpec;
    await cast.client(victim);
    const kicked = await cast.send(operator, { method: 'POST', url: '/kickout', payload: { key: 'comp01' } });
    expect(errorNo(kicked)).toBe(ERROR_CODES.OK);
    const after = await cast.send(victim, { method: 'GET', url: '/api/user/getCurrUser' });
    expect(errorNo(after)).toBe(ERROR_CODES.OK);
  });
});
