// A simulated browser for the hard scripts: it keeps its session cookie and the CSRF token of the
// last reply (as the web app's request client does), sends every request from its own address
// through X-Forwarded-For (the instances run with TRUST_PROXY, as behind a load balancer, so the
// per-address limits see many people, not one), and reports each exchange to `onResult`.
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

const CSRF_HEADER = 'x-csrf-token';
const REQUEST_TIMEOUT_MS = 30_000;

/** One finished exchange; `error` is set when no HTTP reply came (refused, reset, timed out). */
export class Exchange {
  constructor(fields) {
    Object.assign(this, fields);
  }
  /** error_no of the envelope, or null when the reply was no envelope. */
  get errorNo() {
    return typeof this.body?.error_no === 'number' ? this.body.error_no : null;
  }
  /** A 200 with error_no 0, or a 200 that is no envelope (/config.json is a bare document). */
  get ok() {
    return (
      !this.error &&
      this.status === 200 &&
      (this.errorNo === 0 || (this.errorNo === null && this.body !== null))
    );
  }
  get info() {
    return this.error ?? this.body?.error_info ?? `HTTP ${this.status}`;
  }
}

/** A multipart/form-data body of one file field named `file`. */
export function multipartBody(fileName, contentType, content) {
  const boundary = `----scfhard${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let addressSeq = 0;
/** A distinct private address per simulated person. */
export const nextAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

export class Client {
  /**
   * @param {object} options
   * @param {() => string} options.origin picks the instance of each request
   * @param {(exchange: Exchange) => void} [options.onResult] each exchange, once finished
   * @param {(exchange: Exchange) => void} [options.onStart] each exchange, as it is sent (no reply yet)
   */
  constructor({ origin, onResult = () => {}, onStart = () => {}, address = nextAddress(), label = '' }) {
    this.pickOrigin = origin;
    this.onResult = onResult;
    this.onStart = onStart;
    this.address = address;
    this.label = label;
    this.cookies = new Map();
    this.csrf = '';
    this.user = null;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /**
   * Sends one request; never throws: a failure is an Exchange with `error`. `type` names the
   * request in the figures; `refusals` lists the refusals the rules call for (not errors).
   */
  async request(method, path, { json, body, contentType, type = path, origin, refusals = [] } = {}) {
    const base = origin ?? this.pickOrigin();
    const headers = { 'x-forwarded-for': this.address, 'accept-language': 'zh-CN' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method !== 'GET') headers[CSRF_HEADER] = this.csrf;
    let payload = body;
    if (json !== undefined) {
      payload = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    } else if (contentType) headers['content-type'] = contentType;
    const started = performance.now();
    const fields = {
      method,
      path,
      type,
      refusals,
      origin: base,
      label: this.label,
      status: 0,
      body: null,
      started,
    };
    this.onStart(fields);
    try {
      const res = await fetch(base + path, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const token = res.headers.get(CSRF_HEADER);
      if (token) this.csrf = token;
      const text = await res.text();
      let parsed = null;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        parsed = { raw: text.slice(0, 200) };
      }
      Object.assign(fields, { status: res.status, body: parsed });
    } catch (error) {
      fields.error = `${error.name}: ${error.cause?.code ?? error.cause?.message ?? error.message}`;
    }
    fields.ended = performance.now();
    fields.ms = fields.ended - started;
    const exchange = new Exchange(fields);
    this.onResult(exchange);
    return exchange;
  }

  get(path, options) {
    return this.request('GET', path, options);
  }

  post(path, json = {}, options = {}) {
    return this.request('POST', path, { ...options, json });
  }

  upload(path, { fileName, contentType, content }, options = {}) {
    const multipart = multipartBody(fileName, contentType, content);
    return this.request('POST', path, {
      ...options,
      body: multipart.body,
      contentType: multipart.contentType,
    });
  }

  /**
   * Password sign-in as the web app does it: a first reply for the cookie and CSRF token, the RSA
   * key, the password encrypted with it (RSA-OAEP, SHA-256). Resolves with the login exchange.
   */
  async signIn(account, password, tenantId = 'T001', options = {}) {
    if (!this.csrf) {
      const first = await this.get('/config.json', { type: 'sign-in', ...options });
      if (first.error) return first;
    }
    const key = await this.post('/getSecurityKey', {}, { type: 'sign-in', ...options });
    if (!key.ok) return key;
    const publicKey = createPublicKey({
      key: Buffer.from(key.body.data.key1, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const cipher = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');
    const login = await this.post(
      '/api/user/login',
      { loginType: 'password', username: account, password: cipher, keyId: key.body.data.key2, tenantId },
      { type: 'sign-in', ...options },
    );
    if (login.ok) this.user = login.body.data;
    return login;
  }
}
