// HTTP helpers of the bench: visitors' and users' sessions as a browser gets them, the request mixes
// (page and filters varied per request) and autocannon runs over them.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

const CSRF_HEADER = 'x-csrf-token';
/**
 * Node's own HTTP client on kept-alive connections: the load generator shares the two cores with
 * the server it measures, and fetch spent about twice its CPU per sign-in.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The Cookie header a browser sends after a reply's Set-Cookie lines, from the one it sent (`held`):
 * a cookie set again replaces it, and one set empty or expired (the server clearing it) is dropped.
 */
function cookiesAfter(held, headers) {
  const jar = new Map(
    held
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair]),
  );
  for (const line of headers['set-cookie'] ?? []) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const expired = attributes.some(
      (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
    );
    if (pair === `${name}=` || expired) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** What a browser holds after its first request: the session cookie and the CSRF token of /config.json. */
export async function visitor(base) {
  const { status, headers } = await send(`${base}/config.json`, 'GET', {});
  if (status !== 200) throw new Error(`/config.json answered ${status}`);
  return { cookie: cookiesAfter('', headers), csrf: headers[CSRF_HEADER] };
}

export async function post(base, path, body, session) {
  const { headers, text } = await send(
    `${base}${path}`,
    'POST',
    { 'content-type': 'application/json', cookie: session.cookie, [CSRF_HEADER]: session.csrf },
    JSON.stringify(body),
  );
  return { headers, json: JSON.parse(text) };
}

/** The password as the login page sends it: RSA-OAEP (SHA-256) with the served key, base64. */
export async function encryptedPassword(base, session, password) {
  const { json } = await post(base, '/getSecurityKey', {}, session);
  const key = createPublicKey({ key: Buffer.from(json.data.key1, 'base64'), format: 'der', type: 'spki' });
  const cipher = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  );
  return { password: cipher.toString('base64'), keyId: json.data.key2 };
}

export const loginBody = (account, tenant, encrypted) => ({
  loginType: 'password',
  username: account,
  tenantId: tenant,
  ...encrypted,
});

/** A signed-in user's session (cookie and token of the login reply). */
export async function signIn(base, { account, password, tenant }) {
  const session = await visitor(base);
  const body = loginBody(account, tenant, await encryptedPassword(base, session, password));
  const { headers, json } = await post(base, '/api/user/login', body, session);
  if (json.error_no !== 0) throw new Error(`${account} could not sign in: ${json.error_info}`);
  return { cookie: cookiesAfter(session.cookie, headers), csrf: headers[CSRF_HEADER] ?? session.csrf };
}

/** A seeded generator, so every run (and the bare route and the product) sends the same mix. */
export function random(seed = 1) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/**
 * The product list as visitors use it: no filter or one or two of the list's filters, any of the
 * first 100 pages (deeper pages are rare and bounded at row 10,000 anyway).
 */
export function productQueries(seed) {
  const r = random(seed);
  const filters = [
    () => ({}),
    () => ({}),
    () => ({ loanType: r.pick(['LOGMIS', 'SCBC', 'WMS', 'FSP']) }),
    () => ({ financeTypeCode: r.pick(['receivable', 'voucher', 'credit']) }),
    () => ({ guarantType: r.pick(['credit', 'guarantee', 'pledge', 'mortgage']) }),
    () => ({ loanAmountUnder: r.pick([100, 200, 300, 400, 500]) }),
    () => ({ period: r.pick([3, 6, 12, 24, 36]) }),
    () => ({ rateStart: 3, rateEnd: r.pick([5, 6, 8, 10]) }),
    () => ({ keyword: r.pick(['保贴', '快贷', '仓单', '基准1', '海川']) }),
    () => ({ loanType: r.pick(['SCBC', 'FSP']), guarantType: 'credit' }),
  ];
  return () => ({ pageNo: r.int(1, 100), pageSize: 10, ...r.pick(filters)() });
}

/** The news list: all types or one, any of the first 100 pages. */
export function newsQueries(seed) {
  const r = random(seed);
  const types = [undefined, 'platformNews', 'industryNews', 'policyRegulation', 'notice'];
  return () => {
    const type = r.pick(types);
    return { pageNo: r.int(1, 100), pageSize: 9, ...(type ? { articalSubType: type } : {}) };
  };
}

/**
 * autocannon, one session per connection (each connection is one browser), a new body per request.
 * Fails when any reply is not a 2xx with error_no 0, so a fast error never passes for throughput.
 */
export async function load({ url, path, sessions, body, connections = 50, duration = 10 }) {
  let next = 0;
  let mismatches = 0;
  let sample = '';
  const result = await autocannon({
    url,
    connections,
    duration,
    setupClient: (client) => {
      const session = sessions[next++ % sessions.length];
      client.setHeaders({
        'content-type': 'application/json',
        ...(session ? { cookie: session.cookie, [CSRF_HEADER]: session.csrf } : {}),
      });
    },
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
        onResponse: (status, text) => {
          if (status === 200 && text.startsWith('{"error_no":0')) return;
          mismatches++;
          sample ||= `${status} ${text.slice(0, 200)}`;
        },
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts + mismatches;
  if (failed > 0) {
    throw new Error(
      `${url}${path}: ${failed} of ${result.requests.total} requests failed, as ${sample || `${result.errors} errors, ${result.timeouts} timeouts`}`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/**
 * The times of requests in ms, to the microsecond: `connections` browsers each send the next request
 * when the last is answered, for `duration` seconds. autocannon's percentiles are whole milliseconds,
 * which at a few ms a search moved a ratio of two of them by a third.
 */
export async function latencies({ url, path, sessions, body, connections = 4, duration = 5 }) {
  const times = [];
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const session = sessions[i % sessions.length];
      while (performance.now() < until) {
        const began = performance.now();
        const { json } = await post(url, path, body(), session);
        times.push(performance.now() - began);
        if (json.error_no !== 0) throw new Error(`${url}${path}: ${json.error_no} ${json.error_info}`);
      }
    }),
  );
  return times;
}

export function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
