// Issue 8, point 8: injection scanners against our own server on loopback.
//
// Starts the server from source on a fresh database (embedded PGlite in a temporary directory, or
// a database of its own on DATABASE_URL's PostgreSQL server), puts the session proxy in front of
// it (injection/session-proxy.mjs: signed-in cookies, CSRF token, a fresh client address per
// request), then
// 1. runs Debian's sqlmap at --level 3 --risk 2 against every operation of the OpenAPI document
//    that takes a query, path or body parameter, signed in as the first of comp01 / bank01 /
//    admin01 that may call it (sign-in and visitors' account flows as a visitor), and against the
//    session cookie, User-Agent and Referer; zero injectable parameters is the pass. Each
//    parameter is first sent a few SQL fragments: one whose schema refuses them all as input
//    (a 400 naming the field) never reaches a query and is listed as refused; sqlmap tests the
//    others (custom injection marks). sqlmap's detection is sequential, so the parallelism is
//    across operations (--jobs);
// 2. runs Debian's wapiti against the portal, scope the server's origin; any high or medium
//    finding not explained in injection/wapiti.mjs fails.
// Also fails on any 5xx the scanners provoked and on a scanning account that could not sign in.
//
// Options (flags or environment):
//   --only <regex>           INJECTION_ONLY              operations ("POST /api/...") to scan; default all
//   --endpoint-seconds <n>   INJECTION_ENDPOINT_SECONDS  time limit of one sqlmap run (default 600)
//   --wapiti-seconds <n>     INJECTION_WAPITI_SECONDS    wapiti's scan time (default 600)
//   --jobs <n>               INJECTION_JOBS              sqlmap runs at once (default 4)
//   --port <n>               INJECTION_PORT              server port; the proxy takes the next (18740)
//   --skip-sqlmap, --skip-wapiti
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seconds } from '../lib.mjs';
import { startScanServer } from './injection/server.mjs';
import { encrypter, startSessionProxy } from './injection/session-proxy.mjs';
import { runSqlmap, stopSqlmap } from './injection/sqlmap.mjs';
import { requestPath, scanTargets, slots, withSlot } from './injection/targets.mjs';
import { LEVELS, runWapiti } from './injection/wapiti.mjs';

const began = performance.now();
const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    'endpoint-seconds': { type: 'string' },
    'wapiti-seconds': { type: 'string' },
    jobs: { type: 'string' },
    port: { type: 'string' },
    'skip-sqlmap': { type: 'boolean' },
    'skip-wapiti': { type: 'boolean' },
  },
});
const env = process.env;
const options = {
  only: new RegExp(flags.only ?? env.INJECTION_ONLY ?? '.'),
  endpointSeconds: Number(flags['endpoint-seconds'] ?? env.INJECTION_ENDPOINT_SECONDS ?? 600),
  wapitiSeconds: Number(flags['wapiti-seconds'] ?? env.INJECTION_WAPITI_SECONDS ?? 600),
  jobs: Number(flags.jobs ?? env.INJECTION_JOBS ?? 4),
  port: Number(flags.port ?? env.INJECTION_PORT ?? 18740),
  sqlmap: !flags['skip-sqlmap'],
  wapiti: !flags['skip-wapiti'],
};

const ROLES = {
  visitor: null,
  comp01: { account: 'comp01', password: 'Comp@12345', tenantId: 'T001' },
  bank01: { account: 'bank01', password: 'Bank@12345', tenantId: 'T001' },
  admin01: { account: 'admin01', password: 'Admin@12345', tenantId: 'T001' },
  // Its session cookie is handed to sqlmap, which tests the cookie itself.
  holder: { account: 'comp01', password: 'Comp@12345', tenantId: 'T002' },
};
/** Roles tried in turn for an operation: the first one not refused its permission calls it. */
const CALLERS = ['comp01', 'bank01', 'admin01'];
const REFUSED = new Set([-106, -107]);
/** error_no of a request refused as invalid input (ERROR_CODES.VALIDATION). */
const VALIDATION = 1001;

function version(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /\d+\.\d+/.test(l) && !/WARNING|lucky|moon/i.test(l))[0];
  } catch {
    return undefined;
  }
}

const log = (line = '') => console.log(line);
const fail = [];

const tools = { sqlmap: version('sqlmap', ['--version']), wapiti: version('wapiti', ['--version']) };
for (const [tool, v] of Object.entries(tools)) {
  if (!v) {
    console.error(`${tool} is not installed: apt-get update && apt-get install -y sqlmap wapiti`);
    process.exit(1);
  }
}
log(`sqlmap ${tools.sqlmap}, wapiti ${tools.wapiti}`);
log(
  `limits: ${options.endpointSeconds} s per sqlmap run, ${options.wapitiSeconds} s of wapiti, ${options.jobs} job(s)`,
);

const serverLog = [];
const server = await startScanServer({
  port: options.port,
  databaseUrl: env.DATABASE_URL || undefined,
  log: serverLog,
});
const proxy = await startSessionProxy({
  server: server.url,
  port: options.port + 1,
  roles: ROLES,
  defaultRole: 'comp01',
  cookieRole: 'holder',
});
const workDir = mkdtempSync(join(tmpdir(), 'scf-injection-scan-'));
log(`server ${server.url} on ${server.database}; session proxy ${proxy.url}; reports in ${workDir}`);

const json = (reply) => JSON.parse(reply.body.toString('utf8'));
const postJson = (role, path, value) =>
  proxy.call(role, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(value ?? {})),
  });

/** Values the generated requests need to get past validation: a key id, a file, a product. */
async function scanContext() {
  const { keyId, encrypt } = encrypter(json(await postJson('comp01', '/getSecurityKey')).data);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const boundary = 'scanctx';
  const upload = await proxy.call('comp01', {
    method: 'POST',
    path: '/api/file/upload?accept=image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  const fileHash = json(upload).data.file_hash;
  const product = json(
    await postJson('comp01', '/portal/fin/product/queryProdProduct', { pageNo: 1, pageSize: 1 }),
  ).data.rows[0];
  return {
    keyId,
    encryptedPassword: encrypt('Comp@12345'),
    fileHash,
    productId: product.id,
    productCode: product.productCode,
  };
}

/** The target's request, sent as the role through the session proxy. */
const send = (role, target) =>
  proxy.call(role, {
    method: target.method,
    path: requestPath(target),
    headers: target.body === undefined ? {} : { 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : Buffer.from(JSON.stringify(target.body)),
  });

const errorNo = (reply) => {
  try {
    return json(reply).error_no;
  } catch {
    return undefined;
  }
};

/** The first role whose call is not refused for want of a permission. */
async function callerOf(target) {
  if (target.role) return { role: target.role, allowed: true };
  for (const role of CALLERS) {
    const reply = await send(role, target);
    if (!REFUSED.has(errorNo(reply)) && reply.status !== 403) return { role, allowed: true };
  }
  return { role: CALLERS[0], allowed: false };
}

/**
 * SQL fragments of the shapes sqlmap's payloads take (quotes, spaces, parentheses, keywords,
 * comments): a value refused as invalid input for every one of them never reaches a query.
 */
const PROBES = ["'", "1' AND '1'='1", '1 AND 1=1', '(SELECT 1)', '1;SELECT 1--', '1 OR 1=1#'];

/** Whether the reply refuses the slot's value as invalid input (a 400 naming its field). */
function refusesSlot(reply, slot) {
  if (reply.status !== 400) return false;
  let body;
  try {
    body = json(reply);
  } catch {
    return false;
  }
  if (body.error_no !== VALIDATION) return false;
  const fields = (body.data?.errors ?? []).map((e) => String(e.field));
  // A list of codes is named as a whole: guarantTypeList for guarantTypeList.0.
  return fields.some((field) => slot.name === field || slot.name.startsWith(`${field}.`));
}

/**
 * The slots of a target whose schema (a number, an enum, a pattern, a format) refuses every probe
 * before the handler runs; sqlmap tests the others.
 */
async function validatedSlots(target) {
  if (target.headers) return [];
  const validated = [];
  for (const slot of slots(target)) {
    let refused = true;
    for (const probe of PROBES) {
      if (!refusesSlot(await send(target.role, withSlot(target, slot, probe)), slot)) {
        refused = false;
        break;
      }
    }
    if (refused) validated.push(slot);
  }
  return validated;
}

const COMPLETE = ['clean', 'every parameter refused as input'];
/** Parameters one sqlmap run tests at most (see scanTarget). */
const MARKS_PER_RUN = 8;

/** A target's outcome; COMPLETE and 'INJECTABLE' are complete scans. */
function verdict(r) {
  if (r.error) return `scan error: ${r.error}`;
  if (r.injectable.length > 0) return `INJECTABLE: ${r.injectable.join(', ')}`;
  if (!r.ran) return 'every parameter refused as input';
  if (r.timedOut) return `stopped at the ${options.endpointSeconds} s limit`;
  if (!r.finished) return 'did not finish';
  return r.clean.length === 0 ? 'no parameter tested' : 'clean';
}

async function sqlmapStep(all) {
  const targets = all.filter((t) => options.only.test(t.key));
  log(`\nsqlmap: ${targets.length} of ${all.length} operations with parameters, plus the request headers`);
  for (const target of targets) Object.assign(target, await callerOf(target));

  // The session cookie, User-Agent and Referer, tested by sqlmap itself (level 3 tests these
  // headers) on a signed-in GET.
  const holder = await proxy.session('holder');
  targets.push({
    key: 'GET /api/user/getCurrUser (headers)',
    method: 'GET',
    path: '/api/user/getCurrUser',
    query: {},
    pathParams: {},
    cookie: `scf_sid=${holder.cookie}`,
    role: 'holder',
    allowed: true,
    headers: true,
  });

  const results = [];
  const queue = [...targets];
  const proxyHost = new URL(proxy.url).host;
  const sqlmap = (target, marked) =>
    runSqlmap(target, { proxyHost, role: target.role, marked, workDir, seconds: options.endpointSeconds });
  /**
   * Probes the target's slots, then runs sqlmap on those validation does not refuse. sqlmap tests a
   * run's parameters one after another, so a body with many is shared out over runs of at most
   * MARKS_PER_RUN, each within the time limit, which the workers take up as further targets.
   */
  async function scanTarget(target) {
    if (target.marks) return { ...(await sqlmap(target, target.marks)), validated: [], ran: true };
    const validated = await validatedSlots(target);
    const marked = slots(target).filter((slot) => !validated.some((v) => v.name === slot.name));
    const names = { validated: validated.map((slot) => slot.name) };
    if (validated.length > 0 && marked.length === 0) {
      return { key: target.key, role: target.role, injectable: [], clean: [], critical: [], ...names };
    }
    const custom = validated.length > 0 || marked.length > MARKS_PER_RUN ? marked : [];
    const parts = Math.ceil(custom.length / MARKS_PER_RUN);
    const part = (i) => custom.slice(i * MARKS_PER_RUN, (i + 1) * MARKS_PER_RUN);
    for (let i = 1; i < parts; i++) {
      const rest = { ...target, key: `${target.key} (part ${i + 1} of ${parts})`, marks: part(i) };
      targets.push(rest);
      queue.push(rest);
    }
    const first = parts > 1 ? { ...target, key: `${target.key} (part 1 of ${parts})` } : target;
    return { ...(await sqlmap(first, part(0))), ...names, ran: true };
  }
  async function worker() {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const started = performance.now();
      let r;
      try {
        r = await scanTarget(target);
      } catch (error) {
        const empty = { injectable: [], clean: [], critical: [], validated: [] };
        r = { key: target.key, role: target.role, ...empty, error: String(error) };
      }
      Object.assign(r, { seconds: (performance.now() - started) / 1000, allowed: target.allowed });
      results.push(r);
      log(
        `  [${results.length}/${targets.length}] ${r.key} as ${r.role}: ${r.seconds.toFixed(0)} s, ${verdict(r)}`,
      );
    }
  }
  await Promise.all(Array.from({ length: options.jobs }, worker));

  results.sort((a, b) => a.key.localeCompare(b.key));
  const width = Math.max(...results.map((r) => r.key.length));
  log(`
  ${'endpoint'.padEnd(width)}  ${'role'.padEnd(8)}  sqlmap  refused  result`);
  for (const r of results) {
    const tested = String(r.clean.length + r.injectable.length).padStart(6);
    const refused = String(r.validated.length).padStart(7);
    log(
      `  ${r.key.padEnd(width)}  ${r.role.padEnd(8)}  ${tested}  ${refused}  ${verdict(r)}${r.allowed ? '' : ' (refused to every role)'}`,
    );
    for (const c of r.critical) log(`      sqlmap: ${c}`);
  }

  const injectable = results.filter((r) => r.injectable.length > 0);
  const params = results.reduce((n, r) => n + r.clean.length + r.injectable.length, 0);
  const refused = results.reduce((n, r) => n + r.validated.length, 0);
  log(
    `sqlmap: ${results.filter((r) => r.ran).length} runs over ${results.length} targets, ${params} parameters tested by sqlmap, ${refused} refused every probe as input, ${injectable.length} targets with injectable parameters`,
  );
  for (const r of results) {
    if (r.injectable.length > 0)
      fail.push(`sqlmap: ${r.key}: ${r.injectable.join(', ')} injectable (log ${r.log})`);
    else if (!COMPLETE.includes(verdict(r))) fail.push(`sqlmap: ${r.key}: ${verdict(r)} (log ${r.log})`);
  }
  return results;
}

async function wapitiStep(openapi, targets) {
  // wapiti crawls links and forms, and the web app renders its forms in the browser: the API's GET
  // operations are handed to it as start URLs, those with parameters filled in for it to attack.
  const startUrls = new Set(['/', '/docs', '/config.json', '/health']);
  for (const [path, operations] of Object.entries(openapi.paths)) {
    if (operations.get && !path.includes('{')) startUrls.add(path);
  }
  for (const target of targets) if (target.method === 'GET') startUrls.add(requestPath(target));
  log(`\nwapiti: ${startUrls.size} start URLs, scope ${server.url}/`);
  const result = await runWapiti({
    server: server.url,
    proxy: `${proxy.url}/`,
    startUrls: [...startUrls].map((p) => `${server.url}${p}`),
    workDir,
    seconds: options.wapitiSeconds,
  });
  log(`wapiti: exit ${result.code} after ${result.seconds.toFixed(0)} s, report ${result.report}`);
  if (result.code !== 0 && result.findings.length === 0) {
    fail.push(`wapiti exited with ${result.code}`);
    log(result.log.slice(-3000));
  }
  for (const f of result.findings) {
    const serious = f.level >= 2;
    log(
      `  ${(LEVELS[f.level] ?? f.level).padEnd(8)} ${f.category}: ${f.method} ${f.path} ${f.parameter ?? ''} — ${f.info}${f.explained ? ` [explained: ${f.explained}]` : ''}`,
    );
    if (serious && !f.explained)
      fail.push(`wapiti ${LEVELS[f.level]}: ${f.category} ${f.method} ${f.path} ${f.parameter ?? ''}`);
  }
  const count = (level) => result.findings.filter((f) => f.level === level).length;
  log(`wapiti: ${count(4) + count(3)} high, ${count(2)} medium, ${count(1)} low findings`);
  return result;
}

// Interrupted: end the scanners and the server, dropping its database, before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    stopSqlmap();
    await server.stop();
    process.exit(130);
  });
}

try {
  const openapi = json(await proxy.call('visitor', { method: 'GET', path: '/docs/json' }));
  const targets = scanTargets(openapi, await scanContext());
  if (options.sqlmap) await sqlmapStep(targets);
  if (options.wapiti) await wapitiStep(openapi, targets);
} catch (error) {
  fail.push(`the scan stopped: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await proxy.close();
  await server.stop();
}

log(`\nsession proxy: ${proxy.stats.requests} requests, ${proxy.stats.signIns} sign-ins`);
for (const f of proxy.stats.signInFailures) fail.push(`sign-in of ${f.role} failed: ${f.reply}`);
const errors = new Map();
for (const e of proxy.stats.serverErrors) errors.set(`${e.status} ${e.method} ${e.path}`, e);
for (const [key, e] of errors) fail.push(`server error ${key} (body ${e.body ?? '-'})`);
if (errors.size > 0) log(serverLog.join('').slice(-5000));

log(`\nInjection scan ${fail.length === 0 ? 'PASS' : 'FAIL'} in ${seconds(began)} s`);
for (const f of fail) log(`  ✖ ${f}`);
process.exit(fail.length === 0 ? 0 : 1);
