import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Endpoint } from './catalogue.ts';
import { chinaDay } from '@/modules/financing-apply/test-support.ts';
import { passingSample } from './zod-arbitrary.ts';
import type { Hints } from './zod-arbitrary.ts';

/**
 * One well-formed call per endpoint, built from its schemas: a body, query string and path that
 * pass validation (found by sampling, deterministic for the seed), so a guard that runs after the
 * validation (a preHandler) is what answers, and a lookup by id is what a probe reaches.
 */

/**
 * Values a form would type, by field name: what random text rarely is (an amount with two decimals,
 * a date, a Chinese name, a mobile). Mixed with the schema's own values, they let the sampler find
 * a passing body for schemas whose refinements it cannot read.
 */
const FORM_VALUES: [RegExp, Arbitrary<unknown>][] = [
  [/Amount$|^amount$/, fc.constantFrom('100', '1000.50', 50)],
  [/Rate$/, fc.constantFrom('4.35', 5, '3')],
  [/Period$|Duration$|Term$/, fc.constantFrom(12, '6', 3)],
  [/Date$|^validUntil$|^validTo$|^endAt$/, fc.constantFrom(chinaDay(0), chinaDay(30))],
  [/^validFrom$|^startAt$|^publishDate$/, fc.constant(chinaDay(0))],
  [/[Mm]obile$/, fc.constantFrom('13800138000', '13912345678')],
  [/^(name|.*Name|title|issuer|realName|legalRepr|contactName)$/, fc.constantFrom('探针名称', '张三')],
  [
    /^(reason|remark|comment|auditDesc|judgeDesc|.*Remark|memo|supplement|content|articleText|policyText)$/,
    fc.constant('探针说明'),
  ],
  [/[Ee]mail$/, fc.constant('probe@example.com')],
  [/([Uu]rl|[Ll]ink|hyperlink)$/, fc.constant('https://example.com/')],
  [/^(code|menuCode|positionCode)$/, fc.constantFrom('probe_code', 'PROBE_1')],
  [/^(sortOrder|pageNo)$/, fc.constant(1)],
  [/^pageSize$/, fc.constant(10)],
];

export const formHints: Hints = (key) => FORM_VALUES.find(([pattern]) => pattern.test(key))?.[1];

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function sample(schema: ZodType | undefined, seed: number): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  return asObject(passingSample(schema, { seed, hints: formHints, tries: 400 }) ?? {});
}

export interface CallParts {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

/** Schema-valid parts of a call to `endpoint`, with `overrides` merged over them. */
export function sampleParts(endpoint: Endpoint, seed: number, overrides: CallParts = {}): CallParts {
  const body = sample(endpoint.body, seed);
  const query = sample(endpoint.querystring, seed + 1);
  const params = sample(endpoint.params, seed + 2);
  return {
    ...(body || overrides.body ? { body: { ...body, ...overrides.body } } : {}),
    ...(query || overrides.query ? { query: { ...query, ...overrides.query } } : {}),
    ...(params || overrides.params ? { params: { ...params, ...overrides.params } } : {}),
  };
}

/** The inject options of a call. */
export function toInject(endpoint: Endpoint, parts: CallParts): InjectOptions {
  const url = endpoint.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(parts.params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return {
    method: endpoint.method,
    url: query ? `${url}?${query}` : url,
    ...(endpoint.method === 'GET' ? {} : { payload: (parts.body ?? {}) as InjectOptions['payload'] }),
  };
}
