import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import * as schema from '@/db/schema.ts';
import { rowCounts } from '@/modules/user/test-support.ts';

/**
 * The routes as the server declares them (its OpenAPI document, which every route's schemas feed),
 * so the abuse tests cover each route that exists rather than a list kept by hand.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** "POST /api/..." */
  key: string;
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | undefined;
  multipart: boolean;
  query: { name: string; schema: JsonSchema }[];
  /** Properties of the success reply's data (to recognise, e.g., the SMS-sending routes). */
  replyData: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export function operations(app: App): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const upper = method.toUpperCase() as Operation['method'];
      const reply = op.responses?.['200']?.content?.['application/json']?.schema;
      found.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        body: op.requestBody?.content['application/json']?.schema,
        multipart: op.requestBody?.content['multipart/form-data'] !== undefined,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        replyData: reply?.properties?.data,
      });
    }
  }
  return found;
}

export const isWrite = (op: Operation) => op.method !== 'GET';

/** A path with its parameters filled in (the file routes take a hash). */
export const concretePath = (op: Operation) => op.path.replace(/\{\w+\}/g, '0'.repeat(64));

const alternatives = (s: JsonSchema) => s.anyOf ?? s.oneOf;

export interface TextField {
  /** Dotted path: `compInfo.enterpriseName`, `waybillList.0.consignor`. */
  path: string;
  maxLength: number;
}

/**
 * The body's free-text fields: strings without an enum, pattern or format, i.e. what a person
 * types. A field that is free text in one alternative of a union counts, unless another
 * alternative is a number.
 */
export function textFields(s: JsonSchema | undefined, prefix = ''): TextField[] {
  if (!s) return [];
  const alts = alternatives(s);
  if (alts) {
    // number | string is a number the client may send as a string (ids, amounts): not text.
    if (alts.some((a) => a.type === 'number' || a.type === 'integer')) return [];
    const all = alts.flatMap((a) => textFields(a, prefix));
    return all.filter((f, i) => all.findIndex((g) => g.path === f.path) === i);
  }
  if (s.type === 'object') {
    return Object.entries(s.properties ?? {}).flatMap(([key, sub]) =>
      textFields(sub, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (s.type === 'array') return textFields(s.items, `${prefix}.0`);
  const free = s.type === 'string' && !s.enum && !s.pattern && !s.format && s.const === undefined;
  return free && prefix ? [{ path: prefix, maxLength: s.maxLength ?? Number.MAX_SAFE_INTEGER }] : [];
}

/** Names of the body's properties at any depth. */
export function propertyNames(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  const alts = alternatives(s);
  if (alts) return [...new Set(alts.flatMap(propertyNames))];
  if (s.type === 'object')
    return Object.entries(s.properties ?? {}).flatMap(([k, sub]) => [k, ...propertyNames(sub)]);
  if (s.type === 'array') return propertyNames(s.items);
  return [];
}

/** `value` with `text` at the dotted path (arrays by index); the path must exist. */
export function withTextAt<T>(value: T, path: string, text: string): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') throw new Error(`no ${path} in the body`);
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = text;
  return copy as T;
}

/** Whether the dotted path exists in `value`. */
export function hasPath(value: unknown, path: string): boolean {
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

const TABLES = Object.fromEntries(Object.entries(schema).filter(([, value]) => is(value, PgTable))) as Record<
  string,
  PgTable
>;

/** Row counts of every table: what a refused request must leave as it was. */
export const allRowCounts = (db: Db) => rowCounts(db, TABLES);
