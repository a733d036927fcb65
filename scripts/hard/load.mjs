// Issue 8 point 10, load with reconciliation: simulated people (visitors browsing, enterprises
// applying and confirming repayments, institutions accepting, crediting and lending) against two
// server instances sharing one PostgreSQL (a throwaway cluster of this script's own), each request
// to either instance as a load balancer would send it. Every write's answer is logged; afterwards
// the log is reconciled against the database. Passes with zero errors and every check met.
//
//   LOAD_USERS (200) simulated people at once, LOAD_SECONDS (300) seconds of load,
//   LOAD_PORT (18720: the instances take it and the next), LOAD_PG_PORT (55432).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { runScript } from './lib/cleanup.mjs';
import { Client } from './lib/client.mjs';
import { startCluster } from './lib/cluster.mjs';
import { INSTITUTIONS, createPeople } from './lib/fixtures.mjs';
import { baseline, printChecks, reconcile } from './lib/reconcile.mjs';
import { bundleServer, serverInstance } from './lib/server.mjs';
import { Stats, percentile } from './lib/stats.mjs';
import {
  WriteLog,
  applyForProduct,
  between,
  browse,
  confirmRepayment,
  institutionDashboard,
  institutionStep,
  loadCatalogue,
  pick,
  signIn,
  sleep,
} from './lib/workflows.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 300);
const PORT = Number(process.env.LOAD_PORT ?? 18_720);
const PG_PORT = Number(process.env.LOAD_PG_PORT ?? 55_432);
const PASSWORD = 'Load#2026x';
/**
 * The pause of each kind of person between two page views or actions (ms, drawn evenly): people
 * read what a page shows before they click on (a visitor reads a product or an article, an
 * enterprise fills in a form); staff working through a list are quicker.
 */
const THINK_MS = {
  visitor: [5_000, 20_000],
  enterprise: [5_000, 15_000],
  institution: [3_000, 10_000],
};

/** The mix: a tenth institution staff, three tenths enterprise users, the rest visitors. */
function mix(users) {
  const perInstitution = Math.max(1, Math.round((users * 0.1) / INSTITUTIONS.length));
  const institutionUsers = Math.min(users, perInstitution * INSTITUTIONS.length);
  const enterpriseUsers = Math.min(users - institutionUsers, Math.max(1, Math.round(users * 0.3)));
  return {
    perInstitution,
    institutionUsers,
    enterpriseUsers,
    visitors: users - institutionUsers - enterpriseUsers,
  };
}

async function main() {
  const began = performance.now();
  const shape = mix(USERS);
  console.log(
    `Load: ${USERS} simulated people for ${DURATION_S} s against two instances sharing one PostgreSQL ` +
      `(LOAD_USERS, LOAD_SECONDS): ${shape.visitors} visitors, ${shape.enterpriseUsers} enterprise users, ` +
      `${shape.institutionUsers} institution users; pauses between page views or actions ` +
      Object.entries(THINK_MS)
        .map(([who, [min, max]]) => `${who} ${min / 1000}–${max / 1000} s`)
        .join(', '),
  );

  const cluster = await startCluster({ port: PG_PORT });
  const databaseUrl = await cluster.createDatabase('scf_load');
  const bundle = await bundleServer();
  // TRUST_PROXY: the instances sit behind a (simulated) load balancer, which names each client.
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' };
  const instances = [0, 1].map((i) =>
    serverInstance({ bundle, name: `instance ${i + 1}`, port: PORT + i, env }),
  );
  // Both start at once on the empty database: migrations and the demo seed must cope.
  const startMs = await Promise.all(instances.map((s) => s.start()));
  console.log(
    `instances up on ports ${PORT} and ${PORT + 1} (${startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')})`,
  );

  const people = await createPeople(databaseUrl, {
    members: Math.ceil(shape.enterpriseUsers / 2),
    usersPerMember: 2,
    institutions: INSTITUTIONS,
    perInstitution: shape.perInstitution,
    password: PASSWORD,
  });
  const catalogue = await loadCatalogue(databaseUrl, people.tenantId);
  const base = await baseline(databaseUrl);

  const stats = new Stats();
  const log = new WriteLog();
  const runId = randomBytes(3).toString('hex');
  const origins = instances.map((s) => s.origin);
  const newClient = () =>
    new Client({ origin: () => pick(origins), onResult: (ex) => stats.record(ex, ex.refusals) });
  const deadline = Date.now() + DURATION_S * 1000;
  // People arrive over the first minute (a fifth of a short run), as a morning does, not all in
  // one instant: two hundred sign-ins at once would measure a burst of password hashing instead.
  const rampMs = Math.min(60_000, (DURATION_S * 1000) / 5);
  const running = () => Date.now() < deadline;

  const signedIn = async (person) => {
    const client = newClient();
    return (await signIn(client, person, log)) ? client : null;
  };

  const visitor = async () => {
    while (running()) {
      const client = newClient();
      for (let pages = between(3, 8); pages > 0 && running(); pages -= 1) {
        await browse(client, log, catalogue);
        await sleep(between(...THINK_MS.visitor));
      }
    }
  };
  const enterprise = async (person) => {
    const client = await signedIn(person);
    while (client && running()) {
      const roll = Math.random();
      if (roll < 0.3) await browse(client, log, catalogue);
      else if (roll < 0.45)
        await Promise.all([
          client.post(
            '/api/financing/query',
            { pageNo: 1, pageSize: 10 },
            { type: 'enterprise: own requests' },
          ),
          client.post('/api/compInfo/get_report_score', {}, { type: 'enterprise: dashboard' }),
        ]);
      else if (roll < 0.7) await applyForProduct(client, log, catalogue, runId);
      else await confirmRepayment(client, log);
      await sleep(between(...THINK_MS.enterprise));
    }
  };
  const institution = async (person) => {
    const client = await signedIn(person);
    while (client && running()) {
      if (Math.random() < 0.25) await institutionDashboard(client);
      else await institutionStep(client, log, catalogue);
      await sleep(between(...THINK_MS.institution));
    }
  };

  const loops = [
    ...people.institutions.slice(0, shape.institutionUsers).map((p) => () => institution(p)),
    ...people.enterprises.slice(0, shape.enterpriseUsers).map((p) => () => enterprise(p)),
    ...Array.from({ length: shape.visitors }, () => visitor),
  ];
  console.log(`running ${loops.length} people …`);
  const loadStarted = performance.now();
  const cpuBefore = { servers: instances.map((s) => s.cpuSeconds()), generator: process.cpuUsage() };
  let reported = 0;
  const progress = setInterval(() => {
    const { ok, refused, error } = stats.totals();
    const recent = stats.latencies.slice(reported).sort((a, b) => a - b);
    reported = stats.latencies.length;
    console.log(
      `  ${((performance.now() - loadStarted) / 1000).toFixed(0)} s: ${stats.requests} requests, ${ok} ok, ${refused} refused, ${error} errors; ` +
        `last 30 s p50 ${percentile(recent, 50).toFixed(0)} ms, p99 ${percentile(recent, 99).toFixed(0)} ms`,
    );
  }, 30_000);
  await Promise.all(loops.map(async (loop) => sleep(Math.random() * rampMs).then(loop)));
  clearInterval(progress);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const serverCpu = instances.reduce((sum, s, i) => sum + s.cpuSeconds() - cpuBefore.servers[i], 0);
  const generatorCpu = process.cpuUsage(cpuBefore.generator);
  // The instances stop before the reconciliation: nothing is in flight while the rows are counted.
  await Promise.all(instances.map((s) => s.stop()));

  console.log('\nFigures');
  for (const line of stats.report(loadSeconds)) console.log(`  ${line}`);
  console.log(
    `  CPU: the two instances ${serverCpu.toFixed(1)} s (${((serverCpu * 1000) / stats.requests).toFixed(1)} ms a request), ` +
      `the load generator ${((generatorCpu.user + generatorCpu.system) / 1e6).toFixed(1)} s, in ${loadSeconds.toFixed(0)} s on ${availableParallelism()} cores`,
  );
  const writes = new Map();
  for (const e of log.entries) {
    const key = e.kind === 'move' ? e.action : e.kind;
    const w = writes.get(key) ?? { ack: 0, refused: 0, failed: 0 };
    w[e.outcome] += 1;
    writes.set(key, w);
  }
  for (const instance of instances) {
    for (const [message, n] of instance.loggedErrors())
      console.log(`  ${instance.name} logged ${n}× ${message}`);
  }
  console.log('\nWrites (acknowledged / refused by the rules / failed)');
  for (const [key, w] of writes) console.log(`  ${key.padEnd(12)} ${w.ack} / ${w.refused} / ${w.failed}`);

  console.log('\nReconciliation');
  const checks = await reconcile(databaseUrl, log, base, { strict: true });
  const { error } = stats.totals();
  checks.unshift({
    name: 'zero errors (no 5xx, no unanswered request, no refusal the rules do not call for)',
    pass: error === 0,
    detail: `${error} errors`,
  });
  if (DURATION_S >= 60) {
    const done = (key) => writes.get(key)?.ack ?? 0;
    const missing = ['upload', 'apply', 'accept', 'credit', 'loan', 'repay'].filter((k) => done(k) === 0);
    checks.push({
      name: 'the mix made every kind of write',
      pass: missing.length === 0,
      detail: missing.length ? `none: ${missing.join(', ')}` : '',
    });
  }
  const pass = printChecks(checks);
  console.log(`\nload ${pass ? 'PASS' : 'FAIL'} in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  return pass ? 0 : 1;
}

await runScript(main);
