import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { onPostgres } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { Cast, VISITOR, demoActor } from './support/actors.ts';
import type { ActorSpec } from './support/actors.ts';
import { catalogueApp, describeGuard, guardAdmits } from './support/catalogue.ts';
import type { Catalogue, Endpoint } from './support/catalogue.ts';
import { loadHints } from './support/hints.ts';
import type { Hints } from './support/zod-arbitrary.ts';
import { callArbitrary } from './support/requests.ts';
import type { FuzzCall } from './support/requests.ts';
import { judge } from './support/replies.ts';
import { RowWatch } from './support/row-counts.ts';

/**
 * Issue 8, point 7: property-based calls (fast-check) drawn from the routes' own zod schemas,
 * valid-looking, broken and junk, against every endpoint the app registers, as a visitor and as
 * each demo role in two tenants. Every reply: no 5xx; a refusal carries a clear Chinese error_info;
 * and a refused call wrote nothing (the business tables' counts and row versions are unchanged).
 *
 *   FUZZ_REQUESTS  calls in all (default 20,000), spread evenly over the endpoints
 *   FUZZ_SEED      the seed (default below); each endpoint's property runs with seed + its index
 *   FUZZ_SHARD     `i/n`: only every n-th endpoint from the i-th, so n processes share the work
 *                  (each with its own database); the n shards together make the FUZZ_REQUESTS
 *
 * A failure prints fast-check's shrunk counterexample and the seed to replay it.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_807);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const [SHARD, SHARDS] = (process.env.FUZZ_SHARD ?? '1/1').split('/').map(Number) as [number, number];
/**
 * A call slower than this is a finding too (a pathological pattern, an unbounded query); generous,
 * as the machine is shared and a garbage collection of the huge bodies can stall a call for seconds.
 */
const SLOW_MS = 30_000;
/** The whole run's time limit: the calls of a busy machine can take several times their usual time. */
const RUN_TIMEOUT_MS = 3_600_000;

const ACTORS: ActorSpec[] = [
  VISITOR,
  demoActor('comp01', 'T001'),
  demoActor('bank01', 'T001'),
  demoActor('admin01', 'T001'),
  demoActor('comp02', 'T001'),
  demoActor('comp01', 'T002'),
  demoActor('bank01', 'T002'),
  demoActor('admin01', 'T002'),
];

const byLabel = (label: string) => ACTORS.find((a) => a.label === label) as ActorSpec;

const admits = (endpoint: Endpoint, actor: ActorSpec) =>
  guardAdmits(endpoint.guard, { signedIn: actor.account !== null, permissions: actor.permissions });

interface Tally {
  calls: number;
  refused: number;
  byKind: Record<string, number>;
  byActor: Record<string, number>;
  byStatus: Record<string, number>;
  slowest: { key: string; ms: number }[];
}

describe('fuzzing every endpoint (issue 8, point 7)', () => {
  let testApp: TestApp;
  let catalogue: Catalogue;
  let cast: Cast;
  let hints: Hints;
  let db: Db;

  beforeAll(async () => {
    ({ testApp, catalogue } = await catalogueApp());
    db = testApp.database.db;
    cast = new Cast(testApp.app, db, ACTORS);
    await cast.start();
    hints = await loadHints(db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('catalogues every route: each one fuzzed or excluded with a reason', () => {
    expect(catalogue.uncovered).toEqual([]);
    expect(catalogue.staleExclusions).toEqual([]);
    expect(catalogue.endpoints.length).toBeGreaterThan(150);
  });

  it(
    `sends ${TOTAL} fuzzed calls: no 5xx, clear refusals, nothing written by a refusal`,
    async () => {
      const started = Date.now();
      const perEndpoint = Math.max(1, Math.ceil(TOTAL / catalogue.endpoints.length));
      const endpoints = catalogue.endpoints.filter((_, index) => index % SHARDS === SHARD - 1);
      const tally: Tally = { calls: 0, refused: 0, byKind: {}, byActor: {}, byStatus: {}, slowest: [] };
      const failures: string[] = [];
      const uncatalogued = new Map<string, number>();
      const watch = new RowWatch(db);
      let harnessWrites = -1;

      const call = async (endpoint: Endpoint, actor: ActorSpec, request: FuzzCall) => {
        await cast.client(actor);
        // Signing in (again) and putting the accounts back write rows of their own.
        if (cast.signIns + cast.restorations !== harnessWrites) await watch.changes();
        const t0 = performance.now();
        const response = await cast.send(actor, {
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          // Each call from its own address: the per-address limits of sign-in and uploads stay out of the way.
          remoteAddress: `192.0.${(tally.calls >> 8) & 255}.${tally.calls & 255}`,
        });
        const ms = performance.now() - t0;
        const changes = await watch.changes();
        harnessWrites = cast.signIns + cast.restorations;
        const verdict = judge(response);
        const written = verdict.refused ? changes : [];

        tally.calls += 1;
        if (verdict.refused) tally.refused += 1;
        tally.byKind[request.kind] = (tally.byKind[request.kind] ?? 0) + 1;
        tally.byActor[actor.label] = (tally.byActor[actor.label] ?? 0) + 1;
        tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
        if (ms > (tally.slowest.at(-1)?.ms ?? 0) || tally.slowest.length < 5) {
          tally.slowest = [...tally.slowest, { key: endpoint.key, ms: Math.round(ms) }]
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 5);
        }

        for (const rule of verdict.uncatalogued) {
          const line = `${endpoint.key} ${rule}`;
          uncatalogued.set(line, (uncatalogued.get(line) ?? 0) + 1);
        }
        const problems = [...verdict.problems];
        if (written.length)
          problems.push(`a refusal (error_no ${verdict.code}) wrote: ${written.join('; ')}`);
        if (ms > SLOW_MS) problems.push(`took ${Math.round(ms)} ms`);
        if (problems.length) {
          const sent =
            typeof request.payload === 'string'
              ? request.payload.slice(0, 300)
              : `${request.payload?.length ?? 0} bytes`;
          throw new Error(
            `${endpoint.key} as ${actor.label} (${request.kind}): ${problems.join(' | ')}\n  ${request.method} ${request.url.slice(0, 200)} ${sent}`,
          );
        }
      };

      for (const endpoint of endpoints) {
        const index = catalogue.endpoints.indexOf(endpoint);
        const allowed = ACTORS.filter((actor) => admits(endpoint, actor)).map((a) => a.label);
        const refused = ACTORS.filter((actor) => !admits(endpoint, actor)).map((a) => a.label);
        // Three calls in four by callers the guard lets through: their input is what is fuzzed.
        const actor =
          allowed.length === 0
            ? fc.constantFrom(...refused)
            : refused.length === 0
              ? fc.constantFrom(...allowed)
              : fc.oneof(
                  { arbitrary: fc.constantFrom(...allowed), weight: 3 },
                  { arbitrary: fc.constantFrom(...refused), weight: 1 },
                );
        try {
          await fc.assert(
            fc.asyncProperty(actor, callArbitrary(endpoint, hints), (who, request) =>
              call(endpoint, byLabel(who), request),
            ),
            { seed: SEED + index, numRuns: perEndpoint },
          );
        } catch (error) {
          // fast-check's message names the seed and the shrunk counterexample; the cause says what broke.
          const { message, cause } = error as Error;
          failures.push(
            `[${describeGuard(endpoint.guard)}] ${(cause as Error | undefined)?.message ?? ''}\n${message}`,
          );
        }
      }

      const seconds = (Date.now() - started) / 1000;
      console.info(
        [
          `fuzzing: ${tally.calls} calls (FUZZ_REQUESTS=${TOTAL}, shard ${SHARD}/${SHARDS}) to ${endpoints.length} ` +
            `of ${catalogue.endpoints.length} endpoints, seed ${SEED} (FUZZ_SEED), ` +
            `${seconds.toFixed(0)} s (${(tally.calls / seconds).toFixed(0)} calls/s) on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
          `  refused ${tally.refused}, accepted ${tally.calls - tally.refused}; sign-ins ${cast.signIns}, accounts restored ${cast.restorations}`,
          `  by input: ${JSON.stringify(tally.byKind)}`,
          `  by caller: ${JSON.stringify(tally.byActor)}`,
          `  by HTTP status: ${JSON.stringify(tally.byStatus)}`,
          `  slowest: ${tally.slowest.map((s) => `${s.key} ${s.ms} ms`).join(', ')}`,
          `  failing endpoints: ${failures.length}`,
          `  field rules answered without a message key: ${uncatalogued.size}`,
          ...[...uncatalogued].map(([line, n]) => `    ${line} ×${n}`),
        ].join('\n'),
      );
      expect(failures).toEqual([]);
      expect(tally.calls).toBeGreaterThanOrEqual(perEndpoint * endpoints.length);
    },
    RUN_TIMEOUT_MS,
  );
});
