// The scanners' browser: a small HTTP proxy between sqlmap / wapiti and the server that signs in
// as the role a request names (x-scan-role header; default `defaultRole`), adds the session cookie
// and the CSRF token every POST needs, follows new cookies the server sets, and signs in again
// (then replays the request once) when a request ended or locked the session — so a scanner that
// calls logout, lock or kickout keeps comparing signed-in replies. Each request also comes from its
// own client address (X-Forwarded-For; the server runs with TRUST_PROXY), so the per-address sign-in
// and upload limits, proven by the abuse tests, do not turn every probe into the same refusal.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';

const SESSION_COOKIE = 'scf_sid';
const CSRF_HEADER = 'x-csrf-token';
const ROLE_HEADER = 'x-scan-role';
/** -5 locked screen, -100 session gone, -101 replaced or kicked, 9006 no session. */
const SESSION_LOST = new Set([-5, -100, -101, 9006]);
const CHECK_CODE_REQUIRED = 2004;

let addressSeq = 0;
/** A new address from 10.64.0.0/10 for every request. */
function nextAddress() {
  const n = addressSeq++;
  return `10.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Passwords encrypted as the web app does: RSA-OAEP (SHA-256) with the served key. */
export function encrypter({ key1, key2 }) {
  const key = createPublicKey({ key: Buffer.from(key1, 'base64'), format: 'der', type: 'spki' });
  return {
    keyId: key2,
    encrypt: (plain) =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(plain),
      ).toString('base64'),
  };
}

/** One request to the server; resolves with status, headers and the whole body. */
function send(target, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: target.hostname, port: target.port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const errorNo = (body) => {
  try {
    return JSON.parse(body.toString('utf8')).error_no;
  } catch {
    return undefined;
  }
};

/**
 * @param {object} options
 * @param {string} options.server  base URL of the server, e.g. http://127.0.0.1:18800
 * @param {number} options.port    port the proxy listens on (127.0.0.1)
 * @param {Record<string, {account: string, password: string, tenantId: string} | null>} options.roles
 *   accounts per role name; null = a visitor (a session that never signs in)
 * @param {string} options.defaultRole role of requests that name none
 * @param {string} options.cookieRole role whose requests bring their own session cookie (sqlmap
 *   testing the cookie itself); any other role's requests get the role's cookie instead of theirs
 */
export async function startSessionProxy({ server, port, roles, defaultRole, cookieRole }) {
  const target = new URL(server);
  /** Per role: { cookie, csrf } of its current session. */
  const jars = new Map();
  const stats = { requests: 0, signIns: 0, serverErrors: [], signInFailures: [] };

  /** Request to the server in the role's session, keeping its cookie and token up to date. */
  async function inSession(jar, { method, path, headers = {}, body }) {
    const all = { ...headers, 'x-forwarded-for': nextAddress() };
    if (jar.cookie && !/(^|;\s*)scf_sid=/.test(all.cookie ?? '')) {
      all.cookie = [all.cookie, `${SESSION_COOKIE}=${jar.cookie}`].filter(Boolean).join('; ');
    }
    if (jar.csrf && !all[CSRF_HEADER]) all[CSRF_HEADER] = jar.csrf;
    if (body !== undefined) all['content-length'] = String(body.length);
    const res = await send(target, { method, path, headers: all, body });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
      if (match) jar.cookie = match[1];
    }
    if (typeof res.headers[CSRF_HEADER] === 'string') jar.csrf = res.headers[CSRF_HEADER];
    return res;
  }

  const json = (value) => Buffer.from(JSON.stringify(value));
  const post = (jar, path, value) =>
    inSession(jar, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: json(value ?? {}),
    });

  /** An image code answered from the demo outbox, for an account that failed before. */
  async function answeredChallenge(jar) {
    const { cc } = JSON.parse((await inSession(jar, { method: 'GET', path: '/getCheckCode' })).body).data;
    const outbox = JSON.parse((await inSession(jar, { method: 'GET', path: '/api/dev/outbox' })).body).data;
    const answer = outbox.captchas.find((c) => c.cc === cc)?.answer;
    return { cc, checkcode: answer };
  }

  async function signIn(role) {
    const account = roles[role];
    const jar = { cookie: undefined, csrf: undefined };
    await inSession(jar, { method: 'GET', path: '/health' });
    jars.set(role, jar);
    if (!account) return jar;
    const { keyId, encrypt } = encrypter(JSON.parse((await post(jar, '/getSecurityKey')).body).data);
    const login = {
      loginType: 'password',
      username: account.account,
      password: encrypt(account.password),
      keyId,
      tenantId: account.tenantId,
    };
    let res = await post(jar, '/api/user/login', login);
    if (errorNo(res.body) === CHECK_CODE_REQUIRED) {
      res = await post(jar, '/api/user/login', { ...login, ...(await answeredChallenge(jar)) });
    }
    stats.signIns++;
    if (errorNo(res.body) !== 0) {
      stats.signInFailures.push({ role, reply: res.body.toString('utf8').slice(0, 300) });
    }
    return jar;
  }

  const jarOf = async (role) => jars.get(role) ?? (await signIn(role));

  const proxy = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        stats.requests++;
        // Forward-proxy requests (wapiti) carry the absolute URL; reverse ones (sqlmap) the path.
        const url = new URL(req.url ?? '/', server);
        const path = `${url.pathname}${url.search}`;
        const role = String(req.headers[ROLE_HEADER] ?? defaultRole);
        if (!(role in roles)) throw new Error(`unknown role ${role}`);
        const headers = { ...req.headers, host: target.host };
        const ownCookie = role === cookieRole;
        if (!ownCookie && headers.cookie) {
          headers.cookie = headers.cookie
            .split(/;\s*/)
            .filter((c) => !c.startsWith(`${SESSION_COOKIE}=`))
            .join('; ');
        }
        for (const name of [
          ROLE_HEADER,
          'proxy-connection',
          'connection',
          'content-length',
          'x-forwarded-for',
        ]) {
          delete headers[name];
        }
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const call = { method: req.method ?? 'GET', path, headers, body };
        let reply = await inSession(await jarOf(role), call);
        if (roles[role] && !ownCookie && SESSION_LOST.has(errorNo(reply.body))) {
          reply = await inSession(await signIn(role), call);
        }
        if (reply.status >= 500) {
          stats.serverErrors.push({
            method: call.method,
            path: url.pathname,
            status: reply.status,
            body: body?.toString('utf8').slice(0, 500),
          });
        }
        // Set-Cookie goes back as the server sent it, for wapiti to check the cookie's flags; the
        // cookie the scanner then sends is replaced by the role's (above).
        const out = { ...reply.headers };
        delete out['transfer-encoding'];
        delete out.connection;
        out['content-length'] = String(reply.body.length);
        res.writeHead(reply.status, out);
        res.end(reply.body);
      } catch (error) {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`session proxy: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    /** The role's current session, signing in first when it has none. */
    session: jarOf,
    /** Calls the server as the role, through the same session handling as the scanners. */
    call: async (role, call) => {
      let reply = await inSession(await jarOf(role), call);
      if (roles[role] && SESSION_LOST.has(errorNo(reply.body)))
        reply = await inSession(await signIn(role), call);
      return reply;
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}
