// The scan targets, generated from the running server's OpenAPI document (/docs/json): every
// operation that takes a query, path or body parameter, with a request of plausible values, so
// that the scanners' payloads replace values that would otherwise reach the database.
import fc from 'fast-check';

/** Values for fields whose name says what they hold (applied before the schema's own rules). */
function byName(name, ctx) {
  const lower = name.toLowerCase();
  if (['password', 'pwd', 'newpwd', 'userpwd', 'resetedpwd'].includes(lower)) return ctx.encryptedPassword;
  if (lower === 'keyid') return ctx.keyId;
  if (lower === 'filehash') return ctx.fileHash;
  if (lower === 'filepath' || lower.endsWith('imageurl') || lower === 'logourl')
    return `/api/files/${ctx.fileHash}`;
  if (lower === 'filename') return `${ctx.fileHash}.png`;
  if (lower === 'productid') return ctx.productId;
  if (lower === 'productcode') return ctx.productCode;
  if (lower === 'tenantid') return 'T001';
  if (lower === 'keyword' || lower === 'username' || lower === 'name') return 'scan';
  if (lower === 'usccode') return '91110000MA01SCAN01';
  if (lower.endsWith('certno')) return '110101199003071234';
  return undefined;
}

const sample = (arbitrary) => fc.sample(arbitrary, { numRuns: 1, seed: 8 })[0];

/** A plausible value for a JSON-schema node; `name` is the property it belongs to. */
export function plausible(schema, name, ctx) {
  if (!schema || typeof schema !== 'object') return 'scan';
  const named = name === undefined ? undefined : byName(name, ctx);
  if (named !== undefined) return named;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    // The alternative that carries a value: not an empty-string enum (optional e-mail, fax).
    const useful =
      alternatives.find((a) => !(Array.isArray(a.enum) && a.enum.every((v) => v === ''))) ?? alternatives[0];
    return plausible(useful, name, ctx);
  }
  switch (schema.type) {
    case 'object':
      // An optional id edits an existing row; without it a save creates one.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => key !== 'id' || (schema.required ?? []).includes('id'))
          .map(([key, sub]) => [key, plausible(sub, key, ctx)]),
      );
    case 'array':
      return [plausible(schema.items, name, ctx)];
    case 'integer':
    case 'number':
      return Math.max(
        schema.minimum ?? 1,
        schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1,
      );
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
      if (schema.format === 'date') return '2030-01-01';
      if (schema.pattern) return sample(fc.stringMatching(new RegExp(schema.pattern)));
      const min = schema.minLength ?? 1;
      const max = schema.maxLength ?? 32;
      return 'scan'.padEnd(min, '0').slice(0, Math.max(min, Math.min(max, 4)));
    }
    default:
      return 'scan';
  }
}

/**
 * Per-operation adjustments: who calls it, and values the generated ones would get wrong in a
 * way that spoils the scan (signing another account into the scanner's session, locking the
 * scanning accounts, disabling them).
 */
export const OVERRIDES = {
  // Sign-in and the account flows of visitors run in the visitor's session: a successful sign-in
  // there must not replace the session of a scanning role. The account names are not the
  // scanners', so failures never lock those.
  'POST /api/user/login': { role: 'visitor', body: { username: 'scanvisitor', tenantId: 'T001' } },
  'POST /getVerifyCode': { role: 'visitor' },
  'GET /loginHasValidateCode': { role: 'visitor' },
  'POST /g/eclp-server-new/v/api/member/reg/is_account_existed': { role: 'visitor' },
  'POST /api/member/reg/send_reg_code': { role: 'visitor' },
  'POST /api/member/reg/quick_reg': { role: 'visitor' },
  'POST /g/eclp-server-new/v/api/member/reg/get_mobile_by_account': {
    role: 'visitor',
    body: { userAccount: 'comp02' },
  },
  'POST /api/member/reg/send_forget_sms_code': { role: 'visitor', body: { userAccount: 'comp02' } },
  'POST /api/member/reg/forget_reset_pwd': { role: 'visitor', body: { userAccount: 'comp02' } },
  // The route reads its file from a multipart body, which the OpenAPI document does not describe.
  'POST /api/file/upload': { multipart: true },
  // Operators may end any account's sessions: name one that no scanner uses.
  'POST /kickout': { role: 'admin01', body: { key: 'comp02' } },
  // A changed password or a counted wrong one would lock the scanning account out: its
  // own password as the new one too, which the server refuses before writing.
  'POST /api/user/resetPwd': { role: 'comp01', body: { pwdType: 'password' } },
};

/** Ids of rows that must not be disabled or deleted by a scan: a number no row has. */
const MISSING_ID = 987_654;
const ID_FIELD = /^(id|.*Id)$/;

function withSafeIds(value, ctx) {
  if (Array.isArray(value)) return value.map((v) => withSafeIds(v, ctx));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === 'productId' || key === 'tenantId' || key === 'keyId') return [key, v];
      if (ID_FIELD.test(key) && (typeof v === 'number' || typeof v === 'string')) return [key, MISSING_ID];
      return [key, withSafeIds(v, ctx)];
    }),
  );
}

/** @returns {{ key: string, method: string, path: string, query: Record<string,string>, pathParams: Record<string,string>, body: unknown, role?: string }[]} */
export function scanTargets(openapi, ctx) {
  const targets = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const multipart = op.requestBody?.content?.['multipart/form-data'] !== undefined;
      if (params.length === 0 && !bodySchema) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const override = OVERRIDES[key] ?? {};
      const query = {};
      const pathParams = {};
      for (const p of params) {
        const value = String(plausible(p.schema, p.name, ctx));
        if (p.in === 'query') query[p.name] = value;
        if (p.in === 'path') pathParams[p.name] = value;
      }
      let body = bodySchema ? withSafeIds(plausible(bodySchema, undefined, ctx), ctx) : undefined;
      if (body && override.body) body = { ...body, ...override.body };
      const target = {
        key,
        method: method.toUpperCase(),
        path,
        query,
        pathParams,
        body,
        multipart: (multipart && !bodySchema) || override.multipart === true,
        role: override.role,
      };
      // A body schema without properties ({}) takes no parameter.
      if (target.multipart || slots(target).length > 0) targets.push(target);
    }
  }
  return targets;
}

/**
 * Every value of a target a scanner can replace: its query and path parameters and the leaves of
 * its body, each named as sqlmap's table shows it (`compInfo.enterpriseName`).
 * @returns {{ where: 'query' | 'path' | 'body', keys: string[], name: string }[]}
 */
export function slots(target) {
  const found = [];
  for (const name of Object.keys(target.query)) found.push({ where: 'query', keys: [name], name });
  for (const name of Object.keys(target.pathParams)) found.push({ where: 'path', keys: [name], name });
  const walk = (value, keys) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) walk(v, [...keys, key]);
    } else if (keys.length > 0) {
      found.push({ where: 'body', keys, name: keys.join('.') });
    }
  };
  if (target.body !== undefined) walk(target.body, []);
  return found;
}

const holderOf = (target, where) =>
  where === 'query' ? target.query : where === 'path' ? target.pathParams : target.body;

/** The slot's current value. */
export const slotValue = (target, slot) =>
  slot.keys.reduce((node, key) => node[key], holderOf(target, slot.where));

/** A copy of the target with the slot's value replaced. */
export function withSlot(target, slot, value) {
  const copy = structuredClone(target);
  const parent = slot.keys.slice(0, -1).reduce((node, key) => node[key], holderOf(copy, slot.where));
  parent[slot.keys.at(-1)] = value;
  return copy;
}

/** The request line's target: path parameters filled, query appended. */
export function requestPath(target) {
  const path = target.path.replace(/\{(\w+)\}/g, (_, name) =>
    encodeURIComponent(String(target.pathParams[name])),
  );
  const query = new URLSearchParams(target.query).toString();
  return query ? `${path}?${query}` : path;
}
