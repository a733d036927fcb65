import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { ALL_PERMISSION_CODES, ERROR_CODES } from '@scf/shared';
import type { App } from '@/app.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp, TestAppOptions } from '@/test/test-app.ts';

/**
 * The endpoint catalogue of issue 8 (points 7 and 9): every route the app registers, with its zod
 * schemas and its guard, read from the app itself rather than written down, so a route added later
 * is fuzzed and put in the access matrix without anyone remembering to.
 *
 * Routes are collected with an `onRoute` hook added to the Fastify instance the moment it is
 * created (Fastify publishes it on the `fastify.initialization` diagnostics channel), before any
 * plugin registers a route. The guard is read from the route's hooks: `app.requireUser` by
 * identity, `app.requirePermission(...codes)` by its source, and its codes by asking the guard
 * itself which permission codes it lets through.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether the guard runs before the body is validated (onRequest, preValidation) or after. */
export type GuardStage = 'before-validation' | 'after-validation';

export interface Guard {
  kind: 'public' | 'user' | 'permission';
  /** Every set must share a code with the user's permissions (one set per permission guard). */
  codeSets: string[][];
  stage: GuardStage;
}

export interface Endpoint {
  key: string;
  method: Method;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  guard: Guard;
  /** Limited per client address (uploads, recognition, phone calls). */
  rateLimited: boolean;
  /** Takes a multipart body (the upload). */
  multipart: boolean;
}

/** Routes left out of the fuzzing and the matrix, each with the reason. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  'GET /docs/': 'the OpenAPI page (@fastify/swagger-ui): static, no input, public by design',
  'HEAD /docs': 'the OpenAPI page (@fastify/swagger-ui): redirect to /docs/',
  'GET /docs/static/index.html': 'the OpenAPI page (@fastify/swagger-ui): static file',
  'GET /docs/static/swagger-initializer.js': 'the OpenAPI page (@fastify/swagger-ui): static file',
  'GET /docs/static/*': 'the OpenAPI page (@fastify/swagger-ui): static files',
  'GET /docs/json': 'the OpenAPI document itself, built from these same schemas: public by design',
  'GET /docs/yaml': 'the OpenAPI document itself, in YAML',
};

const HEAD_REASON = 'the automatic HEAD twin of a GET route: same handler, same guard';

export interface Catalogue {
  endpoints: Endpoint[];
  /** Routes left out, with the reason: the list above and the HEAD twins of GET routes. */
  excluded: { key: string; reason: string }[];
  /** Route keys neither catalogued nor excluded: a test fails on any. */
  uncovered: string[];
  /** Keys of EXCLUDED that name no route any more: a test fails on any. */
  staleExclusions: string[];
}

interface Captured {
  options: RouteOptions;
  instance: FastifyInstance;
}

const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Hooks of plugins that guard nothing, known by their source: the rate limiter's per-route hook
 * (which refuses with 429, not by identity) and the multipart plugin's clean-up of temporary files.
 */
const NOT_GUARDS: { plugin: string; marker: string }[] = [
  { plugin: '@fastify/rate-limit', marker: 'rateLimitRan' },
  { plugin: '@fastify/multipart', marker: 'cleanRequestFiles' },
];
type GuardHook = (typeof GUARD_HOOKS)[number];

/** Fastify keeps an instance's hooks under this symbol; read-only here, after `ready()`. */
function hooksOf(instance: FastifyInstance): Record<GuardHook, unknown[]> {
  const symbol = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks');
  if (!symbol) throw new Error('catalogue: this Fastify version keeps its hooks elsewhere');
  return (instance as unknown as Record<symbol, Record<GuardHook, unknown[]>>)[symbol] as Record<
    GuardHook,
    unknown[]
  >;
}

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether a permission guard lets a user holding only `code` through. */
async function admits(guard: (request: FastifyRequest, reply: FastifyReply) => unknown, code: string) {
  const request = { user: { permissions: new Set([code]) } } as unknown as FastifyRequest;
  try {
    await guard(request, {} as FastifyReply);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ERROR_CODES.FORBIDDEN) return false;
    throw error;
  }
}

/** Builds the app on a fresh seeded database, collecting its routes as they are registered. */
export async function catalogueApp(
  options: TestAppOptions = {},
): Promise<{ testApp: TestApp; catalogue: Catalogue }> {
  const captured: Captured[] = [];
  let root: FastifyInstance | undefined;
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    root = fastify;
    fastify.addHook('onRoute', function (this: FastifyInstance, routeOptions) {
      captured.push({ options: routeOptions, instance: this });
    });
  };
  subscribe('fastify.initialization', onInit);
  let testApp: TestApp;
  try {
    testApp = await createTestApp({ seed: true, ...options });
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
  await testApp.app.ready();
  if (root !== (testApp.app as unknown as FastifyInstance))
    throw new Error('catalogue: saw another Fastify instance');
  return { testApp, catalogue: await describeRoutes(testApp.app, captured) };
}

async function describeRoutes(app: App, captured: Captured[]): Promise<Catalogue> {
  const rootHooks = new Set(GUARD_HOOKS.flatMap((hook) => hooksOf(app as unknown as FastifyInstance)[hook]));
  const permissionSource = app.requirePermission('catalogue-reference').toString();

  const endpoints: Endpoint[] = [];
  const excluded: Catalogue['excluded'] = [];
  const uncovered: string[] = [];
  const seen = new Set<string>();
  const getKeys = new Set(
    captured.flatMap(({ options }) =>
      asList(options.method)
        .filter((m) => m === 'GET')
        .map(() => options.url),
    ),
  );

  for (const { options, instance } of captured) {
    for (const method of asList(options.method) as string[]) {
      const key = `${method} ${options.url}`;
      seen.add(key);
      if (method === 'HEAD' && getKeys.has(options.url)) {
        excluded.push({ key, reason: HEAD_REASON });
        continue;
      }
      const reason = EXCLUDED[key];
      if (reason !== undefined) {
        excluded.push({ key, reason });
        continue;
      }
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        uncovered.push(`${key} (method not fuzzed)`);
        continue;
      }
      const guard: Guard = { kind: 'public', codeSets: [], stage: 'before-validation' };
      const instanceHooks = hooksOf(instance);
      let unknownHooks = 0;
      for (const hook of GUARD_HOOKS) {
        const stage: GuardStage = hook === 'preHandler' ? 'after-validation' : 'before-validation';
        for (const fn of [...instanceHooks[hook], ...asList(options[hook])]) {
          if (rootHooks.has(fn)) continue;
          if (fn === app.requireUser) {
            if (guard.kind === 'public') guard.kind = 'user';
            guard.stage = stage;
          } else if (typeof fn === 'function' && fn.toString() === permissionSource) {
            const check = fn as (request: FastifyRequest, reply: FastifyReply) => unknown;
            const codes: string[] = [];
            for (const code of ALL_PERMISSION_CODES) if (await admits(check, code)) codes.push(code);
            guard.kind = 'permission';
            guard.codeSets.push(codes);
            guard.stage = stage;
          } else if (!NOT_GUARDS.some(({ marker }) => String(fn).includes(marker))) {
            unknownHooks += 1;
          }
        }
      }
      const rateLimited = Boolean((options.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      if (unknownHooks > 0) {
        uncovered.push(`${key} (a hook the catalogue cannot read as a guard)`);
        continue;
      }
      const schema = (options.schema ?? {}) as Record<string, unknown>;
      endpoints.push({
        key,
        method: method as Method,
        url: options.url,
        body: schema.body as ZodType | undefined,
        querystring: schema.querystring as ZodType | undefined,
        params: schema.params as ZodType | undefined,
        guard,
        rateLimited,
        multipart: options.url === '/api/file/upload',
      });
    }
  }
  const staleExclusions = Object.keys(EXCLUDED).filter((key) => !seen.has(key));
  return { endpoints, excluded, uncovered, staleExclusions };
}

/** Whether a guard lets a caller through: signed in or not, and holding which codes. */
export function guardAdmits(
  guard: Guard,
  caller: { signedIn: boolean; permissions: ReadonlySet<string> },
): boolean {
  if (guard.kind === 'public') return true;
  if (!caller.signedIn) return false;
  return guard.codeSets.every((codes) => codes.some((code) => caller.permissions.has(code)));
}

export function describeGuard(guard: Guard): string {
  if (guard.kind === 'public') return 'public';
  if (guard.kind === 'user') return 'requireUser';
  return guard.codeSets.map((codes) => `requirePermission(${codes.join(', ')})`).join(' + ');
}
