import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for the fuzzing of issue 8 (point 7). `validish`
 * follows every rule it can read (types, lengths, patterns, bounds, enums) so most of its values
 * pass and reach the handler; refinements it cannot read (check digits, cross-field rules) fail
 * now and then, which is fine. `fuzzed` mixes those values with broken ones at any depth: wrong
 * types, values just past a bound, huge or hostile strings, extra and missing keys. `junk` is
 * input that follows no schema at all.
 *
 * The mapping reads zod's own definitions (`schema._zod.def`), so a new schema needs no code here
 * unless it uses a kind of node this file does not know, which then fails loudly.
 */

/** Realistic values for a field name (ids and codes that exist), mixed into the schema's own. */
export type Hints = (key: string) => Arbitrary<unknown> | undefined;

interface Options {
  hints?: Hints;
}

type Mode = 'valid' | 'fuzz';

interface Context {
  mode: Mode;
  depth: number;
  key: string;
  hints: Hints | undefined;
}

/** The parts of zod's definitions read here (zod keeps them public on `_zod.def`). */
interface Def {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  options?: readonly ZodType[];
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  left?: ZodType;
  right?: ZodType;
  items?: readonly ZodType[];
  keyType?: ZodType;
  valueType?: ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  getter?: () => ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: ZodType): CheckDef[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** Deeper than this, lazy (recursive) schemas stop and objects stop nesting. */
const MAX_DEPTH = 6;

/** Characters a Chinese form receives: ASCII, common hanzi, full-width punctuation. */
const cjk = fc.constantFrom(...'的一是在有人中国企业融资银行供应链公司产品审核通过张王李赵、，。（）：；“”·');
const textUnit = fc.oneof(
  { arbitrary: fc.constantFrom(...'abcXYZ019 _-@.'), weight: 3 },
  { arbitrary: cjk, weight: 2 },
);

/** Strings that have broken parsers, databases and renderers before. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '😀👨‍👩‍👧‍👦',
  'é'.normalize('NFD'),
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '"; SELECT pg_sleep(10); --',
  '%',
  '%00',
  '%zz',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e309',
  '9007199254740993',
  '99999999999999999999999999',
  '-1',
  '0',
  '1.5',
  ' 1 ',
  'true',
  '[]',
  '{}',
];

const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 }];

const hostileString: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  // Long and very long strings: past every max length (the body limit has its own case).
  { arbitrary: fc.integer({ min: 256, max: 5_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 20_000, max: 100_000 }).map((n) => '中'.repeat(n)), weight: 1 },
);

const hostileNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.0000001,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arrays and objects nested far deeper than any form, as raw JSON text. */
export const deepNesting: Arbitrary<string> = fc
  .tuple(fc.integer({ min: 20, max: 5_000 }), fc.boolean())
  .map(([n, arrays]) =>
    arrays ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`,
  );

/** Any JSON value, nothing to do with the schema. */
export const junk: Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...WRONG_TYPES),
  hostileString,
  hostileNumber,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 200 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
);

function stringRules(schema: ZodType) {
  const def = defOf(schema);
  let min = 0;
  let max: number | undefined;
  const patterns: RegExp[] = [];
  let format = def.format;
  if (def.pattern) patterns.push(def.pattern);
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined)
      max = Math.min(max ?? Infinity, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined)
      [min, max] = [check.length, check.length];
    if (check.check === 'string_format') {
      format ??= check.format;
      if (check.pattern) patterns.push(check.pattern);
    }
  }
  return { min, max, patterns, format };
}

function validString(schema: ZodType): Arbitrary<string> {
  const { min, max, patterns, format } = stringRules(schema);
  if (format === 'email') return fc.emailAddress().filter((e) => max === undefined || e.length <= max);
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const pattern = patterns[0];
  if (pattern) {
    try {
      return fc.stringMatching(pattern, { size: 'small' });
    } catch {
      // A pattern fast-check cannot invert (lookarounds, back-references): plain text instead.
    }
  }
  const upper = max ?? min + 30;
  return fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(upper, min + 60) });
}

function invalidString(schema: ZodType): Arbitrary<unknown> {
  const { min, max } = stringRules(schema);
  const broken: Arbitrary<unknown>[] = [hostileString, fc.constantFrom(...WRONG_TYPES)];
  if (max !== undefined) {
    broken.push(fc.string({ unit: textUnit, minLength: max + 1, maxLength: max + 20 }));
  }
  if (min > 1) broken.push(fc.string({ unit: textUnit, maxLength: min - 1 }));
  return fc.oneof(...broken);
}

function numberRules(schema: ZodType) {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = Math.max(min, check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6));
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = Math.min(max, check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6));
    }
    if (check.check === 'number_format' && check.format !== 'float32' && check.format !== 'float64') {
      integer = true;
    }
  }
  return { min, max, integer };
}

function validNumber(schema: ZodType): Arbitrary<unknown> {
  const { min, max, integer } = numberRules(schema);
  const value: Arbitrary<number> = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // A coercing schema reads strings too, as forms and query strings send them.
  return defOf(schema).coerce ? fc.oneof(value, value.map(String)) : value;
}

function invalidNumber(schema: ZodType): Arbitrary<unknown> {
  const { min, max, integer } = numberRules(schema);
  return fc.oneof(
    hostileNumber,
    fc.constantFrom(min - 1, max + 1, ...(integer ? [min + 0.5] : [])),
    fc.constantFrom(...WRONG_TYPES),
    hostileString,
  );
}

function enumValues(def: Def): unknown[] {
  return def.entries ? Object.values(def.entries) : [...(def.values ?? [])];
}

/** Whether an object key may be left out: optional, defaulted, or a preprocess that makes it so. */
function isOptional(schema: ZodType): boolean {
  const zod = (schema as unknown as { _zod: { optin?: string } })._zod;
  if (zod.optin === 'optional' || zod.optin === 'defaulted') return true;
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in && def.out && defOf(def.in).type === 'transform')
    return isOptional(def.out);
  return false;
}

const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function objectArbitrary(schema: ZodType, ctx: Context): Arbitrary<unknown> {
  const shape = defOf(schema).shape ?? {};
  const model: Record<string, Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = build(field, { ...ctx, depth: ctx.depth + 1, key });
    // In fuzz mode a required key is sometimes missing (fc.record leaves out optional ones).
    if (!isOptional(field) && ctx.mode === 'valid') requiredKeys.push(key);
  }
  const record =
    ctx.mode === 'valid'
      ? fc.record(model, { requiredKeys })
      : fc.oneof(
          {
            arbitrary: fc.record(model, {
              requiredKeys: Object.keys(shape).filter((k) => !isOptional(shape[k] as ZodType)),
            }),
            weight: 6,
          },
          { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
        );
  if (ctx.mode === 'valid') return record;
  // The server accepts snake_case keys too (camel-keys plugin); extra keys must be ignored or refused.
  return fc
    .tuple(
      record,
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 8 },
        {
          arbitrary: fc.dictionary(
            fc.oneof(
              fc.constantFrom('__proto__', 'constructor', 'prototype', 'tenantId', 'userId', 'id', 'status'),
              fc.string({ maxLength: 12 }),
            ),
            junk,
            { maxKeys: 3 },
          ),
          weight: 1,
        },
      ),
      fc.integer({ min: 0, max: 9 }),
    )
    .map(([value, extra, roll]) => {
      const object = value as Record<string, unknown>;
      const keyed =
        roll === 0
          ? Object.fromEntries(Object.entries(object).map(([k, v]) => [camelToSnake(k), v]))
          : object;
      return extra ? { ...keyed, ...extra } : keyed;
    });
}

function arrayArbitrary(schema: ZodType, ctx: Context): Arbitrary<unknown> {
  const def = defOf(schema);
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) max = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined)
      [min, max] = [check.length, check.length];
  }
  const element = build(def.element as ZodType, { ...ctx, depth: ctx.depth + 1 });
  const valid = fc.array(element, { minLength: min, maxLength: Math.min(max ?? min + 4, min + 4) });
  if (ctx.mode === 'valid') return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: fc.array(element, { minLength: (max ?? 20) + 1, maxLength: (max ?? 20) + 5 }), weight: 1 },
    { arbitrary: fc.array(junk, { maxLength: 5 }), weight: 1 },
  );
}

/** The schema that decides what a value must look like on the way in. */
function inputSide(def: Def): ZodType | undefined {
  if (def.type !== 'pipe' || !def.in || !def.out) return undefined;
  // z.preprocess(fn, schema) is pipe(transform, schema): the value must satisfy `schema`.
  // schema.transform(fn) is pipe(schema, transform): the value must satisfy `schema`.
  return defOf(def.in).type === 'transform' ? def.out : def.in;
}

function validNode(schema: ZodType, ctx: Context): Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(schema);
    case 'number':
    case 'int':
      return validNumber(schema);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 2n ** 62n }).map(String);
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'nan':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...enumValues(def));
    case 'literal':
      return fc.constantFrom(...enumValues(def));
    case 'object':
      return objectArbitrary(schema, ctx);
    case 'array':
      return arrayArbitrary(schema, ctx);
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => build(item, { ...ctx, depth: ctx.depth + 1 })));
    case 'record':
      return fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
        build(def.valueType as ZodType, { ...ctx, depth: ctx.depth + 1 }),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => build(option, ctx)));
    case 'intersection':
      return fc
        .tuple(build(def.left as ZodType, ctx), build(def.right as ZodType, ctx))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'optional':
      return fc.oneof(
        { arbitrary: build(def.innerType as ZodType, ctx), weight: 4 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      );
    case 'nullable':
      return fc.oneof(
        { arbitrary: build(def.innerType as ZodType, ctx), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
      );
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return build(def.innerType as ZodType, ctx);
    case 'pipe':
      return build(inputSide(def) as ZodType, ctx);
    case 'lazy':
      return ctx.depth > MAX_DEPTH
        ? fc.constant(null)
        : build((def.getter as () => ZodType)(), { ...ctx, depth: ctx.depth + 1 });
    case 'any':
    case 'unknown':
    case 'custom':
    case 'transform':
      return fc.jsonValue({ maxDepth: 2 });
    case 'never':
      return fc.constant('never');
    default:
      throw new Error(`zod-arbitrary: no mapping for zod type "${def.type}" (field ${ctx.key || '(root)'})`);
  }
}

function invalidNode(schema: ZodType, ctx: Context): Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return invalidString(schema);
    case 'number':
    case 'int':
      return invalidNumber(schema);
    case 'enum':
    case 'literal':
      return fc.oneof(
        hostileString,
        fc.constantFrom(...WRONG_TYPES),
        fc.constantFrom(...enumValues(def).map((v) => (typeof v === 'string' ? v.toUpperCase() + ' ' : -1))),
      );
    case 'pipe': {
      const side = inputSide(def);
      return side ? invalidNode(side, ctx) : junk;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return invalidNode(def.innerType as ZodType, ctx);
    case 'object':
      return fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.array(junk, { maxLength: 3 }), hostileString);
    default:
      return junk;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function build(schema: ZodType, ctx: Context): Arbitrary<unknown> {
  const own = validNode(schema, ctx);
  const hint = ctx.key ? ctx.hints?.(ctx.key) : undefined;
  const valid = hint ? fc.oneof(own, hint) : own;
  if (ctx.mode === 'valid') return valid;
  return fc.oneof({ arbitrary: valid, weight: 7 }, { arbitrary: invalidNode(schema, ctx), weight: 1 });
}

/** Values shaped to pass the schema (and most do). */
export function validish(schema: ZodType, options: Options = {}): Arbitrary<unknown> {
  return build(schema, { mode: 'valid', depth: 0, key: '', hints: options.hints });
}

/** Valid-looking values with broken parts at any depth, now and then. */
export function fuzzed(schema: ZodType, options: Options = {}): Arbitrary<unknown> {
  return build(schema, { mode: 'fuzz', depth: 0, key: '', hints: options.hints });
}

/** The object schema under wrappers that keep its shape (optional, default, a preprocess). */
function objectUnder(schema: ZodType): ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return schema;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type)) {
    return objectUnder(def.innerType as ZodType);
  }
  if (def.type === 'pipe' && defOf(def.in as ZodType).type === 'transform')
    return objectUnder(def.out as ZodType);
  return undefined;
}

/** Samples drawn for one value until one passes `schema`. */
function sampleUntil(
  schema: ZodType,
  key: string,
  options: Options & { seed: number; tries?: number },
): unknown {
  const arbitrary = build(schema, { mode: 'valid', depth: 0, key, hints: options.hints });
  const tries = options.tries ?? 200;
  // In batches: most fields pass within the first few samples.
  for (let batch = 0; batch * 20 < tries; batch += 1) {
    const samples = fc.sample(arbitrary, { seed: options.seed + batch, numRuns: 20 });
    const found = samples.find((value) => schema.safeParse(value).success);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * An object passing its schema, found field by field: a body of ten fields each passing one sample
 * in three is rarely drawn whole. Optional fields are left out. Undefined when a field finds no
 * passing value or the whole fails a rule across fields.
 */
function objectByFields(object: ZodType, options: Options & { seed: number; tries?: number }): unknown {
  const value: Record<string, unknown> = {};
  for (const [index, [key, field]] of Object.entries(defOf(object).shape ?? {}).entries()) {
    if (isOptional(field)) continue;
    const inner = objectUnder(field);
    const found = inner
      ? objectByFields(inner, { ...options, seed: options.seed + index })
      : sampleUntil(field, key, { ...options, seed: options.seed + index * 1_000 });
    if (found === undefined) return undefined;
    value[key] = found;
  }
  return object.safeParse(value).success ? value : undefined;
}

/**
 * A value the schema accepts (deterministic for a seed): built field by field for an object, else
 * by sampling `validish` whole; undefined when refinements reject every sample.
 */
export function passingSample(schema: ZodType, options: Options & { seed: number; tries?: number }): unknown {
  const object = objectUnder(schema);
  const byFields = object ? objectByFields(object, options) : undefined;
  if (byFields !== undefined && schema.safeParse(byFields).success) return byFields;
  return sampleUntil(schema, '', options);
}
