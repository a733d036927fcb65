import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { ZodType } from 'zod';
import { CSRF_HEADER } from '@scf/shared';
import type { Endpoint } from './catalogue.ts';
import { deepNesting, fuzzed, junk, validish } from './zod-arbitrary.ts';
import type { Hints } from './zod-arbitrary.ts';

/**
 * One fuzzed HTTP call to an endpoint: its body, query string and path parameters drawn from the
 * route's own zod schemas (valid-looking, broken, or junk), sometimes sent with the wrong content
 * type, malformed JSON, JSON nested thousands deep, a body past the size limit, a wrong CSRF token
 * or an odd Accept-Language.
 */

export interface FuzzCall {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of input this is, for the report of a failure. */
  kind: string;
}

/** The three families of input, in the proportions of the fuzzing. */
function value(schema: ZodType | undefined, hints: Hints): Arbitrary<{ value: unknown; kind: string }> {
  if (!schema)
    return fc
      .oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: junk, weight: 1 })
      .map((v) => ({ value: v, kind: 'none' }));
  return fc.oneof(
    { arbitrary: validish(schema, { hints }).map((v) => ({ value: v, kind: 'valid' })), weight: 9 },
    { arbitrary: fuzzed(schema, { hints }).map((v) => ({ value: v, kind: 'fuzzed' })), weight: 9 },
    { arbitrary: junk.map((v) => ({ value: v, kind: 'junk' })), weight: 2 },
  );
}

/** encodeURIComponent, which throws on a lone surrogate (fuzzed text has them): those become U+FFFD. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** A query string as a browser or a script would write it for a value of any shape. */
function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null) return `?${encode(String(value))}`;
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Query strings no encoder writes. */
const rawQueries = fc.constantFrom(
  '?%',
  '?%zz=1',
  '?a=%E4%B8',
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?a[]=1&a[]=2',
  '?&&&==&',
  `?x=${'a'.repeat(9_000)}`,
);

function pathParams(url: string, schema: ZodType | undefined, hints: Hints): Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(url);
  const values = value(schema, hints).map(({ value: v }) => v as Record<string, unknown> | undefined);
  const raw = fc.constantFrom('%', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(3_000), '%E4%B8');
  const sometimes = fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: raw, weight: 1 });
  return fc.tuple(values, sometimes).map(([params, broken]) =>
    names.reduce((path, name) => {
      const given = params && typeof params === 'object' ? params[name] : undefined;
      const text = broken ?? encode(String(given ?? ''));
      return path.replace(`:${name}`, text);
    }, url),
  );
}

/** Bodies that are not what the content type says, or not readable at all. */
const rawBodies: Arbitrary<{ payload: string; contentType: string; kind: string }> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', '{"a":"\\u0000"}', '')
    .map((payload) => ({
      payload,
      contentType: 'application/json',
      kind: 'malformed JSON',
    })),
  deepNesting.map((payload) => ({ payload, contentType: 'application/json', kind: 'deep nesting' })),
  fc
    .constantFrom('a=1&b=2', 'hello', '<xml/>')
    .chain((payload) =>
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data',
          'application/json; charset=latin1',
        )
        .map((contentType) => ({ payload, contentType, kind: `body as ${contentType}` })),
    ),
  // Past the body limit (1 MiB): refused before it is parsed.
  fc.constant({
    payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    contentType: 'application/json',
    kind: 'oversized',
  }),
);

/** A multipart body for the upload: random bytes under a random name, or a broken envelope. */
const uploads: Arbitrary<{ payload: Buffer | string; contentType: string; kind: string }> = fc.oneof(
  fc
    .tuple(
      fc.uint8Array({ maxLength: 2_000 }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('file', 'upload', ''),
    )
    .map(([bytes, name, field]) => {
      const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '')}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const payload = Buffer.concat([
        Buffer.from(head),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, contentType: `multipart/form-data; boundary=${boundary}`, kind: 'multipart' };
    }),
  fc.constantFrom('--x\r\n', '', '--fuzz\r\nContent-Disposition: form-data\r\n\r\nabc').map((payload) => ({
    payload,
    contentType: 'multipart/form-data; boundary=fuzz',
    kind: 'broken multipart',
  })),
);

const languages = fc.constantFrom('zh-CN', 'zh-TW', 'en-US', 'xx', '*', 'en;q=abc,,zh', 'a'.repeat(500));

export function callArbitrary(endpoint: Endpoint, hints: Hints): Arbitrary<FuzzCall> {
  const body = value(endpoint.body, hints);
  const query = fc.oneof(
    { arbitrary: value(endpoint.querystring, hints).map(({ value: v }) => queryString(v)), weight: 12 },
    { arbitrary: rawQueries, weight: 1 },
  );
  const path = pathParams(endpoint.url, endpoint.params, hints);
  const sendsBody = endpoint.method !== 'GET';
  const payload = endpoint.multipart
    ? uploads.map((u) => ({
        kind: u.kind,
        payload: u.payload as string | Buffer | undefined,
        contentType: u.contentType,
      }))
    : fc.oneof(
        {
          arbitrary: body.map(({ value: v, kind }) => ({
            kind,
            payload: v === undefined ? undefined : JSON.stringify(v),
            contentType: 'application/json',
          })),
          weight: 30,
        },
        {
          arbitrary: rawBodies as Arbitrary<{
            payload: string | Buffer | undefined;
            contentType: string;
            kind: string;
          }>,
          weight: 1,
        },
      );
  const language = fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: languages, weight: 1 });
  // A wrong token now and then: the call must be refused before it does anything.
  const forged = fc.oneof(
    { arbitrary: fc.constant(null), weight: 40 },
    { arbitrary: fc.constantFrom('forged', ''), weight: 1 },
  );
  return fc
    .tuple(path, query, sendsBody ? payload : fc.constant(undefined), language, forged)
    .map(([p, q, b, lang, csrf]) => {
      const headers: Record<string, string> = {};
      if (lang !== null) headers['accept-language'] = lang;
      if (csrf !== null) headers[CSRF_HEADER] = csrf;
      if (b?.payload !== undefined) headers['content-type'] = b.contentType;
      return {
        method: endpoint.method,
        url: `${p}${q}`,
        headers,
        ...(b?.payload === undefined ? {} : { payload: b.payload }),
        kind: b?.kind ?? 'query',
      };
    });
}
