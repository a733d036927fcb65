import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, envelope } from '@scf/shared';
import { auditLog, tenants } from '@/db/schema.ts';
import { ok } from '@/lib/envelope.ts';
import { AppError } from '@/lib/app-error.ts';
import { createTestApp, testClient } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'error' },
    logger: { write: (line) => void logLines.push(line) },
  });
  const { app } = t;
  const [tenant] = await app.db.insert(tenants).values({ code: 'X', name: 'x', kindCode: 'scf' }).returning();

  // Test routes, registered on the built app before it is ready.
  app.post(
    '/test/audit',
    {
      schema: {
        body: z.object({
          action: z.string().max(8, '动作过长'),
          // A message key of the shared catalogue: error_info carries its zh-CN text.
          entityId: z.string().min(1, 'required'),
          detail: z.object({ amountFen: z.number().int() }),
        }),
        response: { 200: envelope(z.object({ written: z.literal(true) })) },
      },
    },
    async (request) => {
      await app.db.insert(auditLog).values({
        tenantId: tenant?.id ?? 0,
        action: request.body.action,
        entity: 'test',
        entityId: request.body.entityId,
        detail: request.body.detail,
      });
      return ok({ written: true as const });
    },
  );
  app.get(
    '/test/query',
    { schema: { querystring: z.object({ pageSize: z.coerce.number() }) } },
    async (request) => ok(request.query),
  );
  app.post('/test/duplicate', async () => {
    await app.db.insert(tenants).values({ code: 'X', name: 'again', kindCode: 'scf' });
    return ok(null);
  });
  app.get('/test/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/test/refuse', async () => {
    throw new AppError(ERROR_CODES.CONFLICT, '记录已存在', { httpStatus: 409, data: { id: 7 } });
  });
});
afterAll(() => t.close());

const auditRows = async () => (await t.app.db.select({ n: count() }).from(auditLog))[0]?.n;

describe('envelope and validation', () => {
  it('wraps a success in { error_no: 0, error_info, data }', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.post('/test/audit', {
      action: 'create',
      entityId: 'e1',
      detail: { amountFen: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { written: true } });
    expect(await auditRows()).toBe(1);
  });

  it('accepts snake_case keys for camelCase schemas, in bodies and queries', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.post('/test/audit', {
      action: 'snake',
      entity_id: 'e2',
      detail: { amount_fen: 5 },
    });
    expect(res.json()).toMatchObject({ error_no: 0 });
    expect((await client.get('/test/query?page_size=20')).json()).toMatchObject({ data: { pageSize: 20 } });
    expect(await auditRows()).toBe(2);
  });

  it('answers bad input with 400, the field and rule of every issue, and writes nothing', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.post('/test/audit', {
      action: 'far-too-long',
      entityId: '',
      detail: { amountFen: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_no).toBe(ERROR_CODES.VALIDATION);
    expect(body.error_info).toBe('action: 动作过长');
    expect(body.data.errors).toEqual([
      { field: 'action', rule: 'too_big', message: '动作过长' },
      { field: 'entityId', rule: 'too_small', message: '此项为必填项' },
      { field: 'detail.amountFen', rule: 'invalid_type', message: expect.any(String) },
    ]);
    expect(await auditRows()).toBe(2);
  });

  it('names the query parameter that failed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/query?pageSize=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({ field: 'pageSize', rule: 'invalid_type' });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.request({
      method: 'POST',
      url: '/test/audit',
      headers: { 'content-type': 'application/json' },
      payload: '{"action": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_no: ERROR_CODES.VALIDATION,
      error_info: '请求体不是合法的 JSON',
      error_key: 'errors.invalidJson',
      data: null,
    });
  });

  it('answers a body above the limit with 413', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.request({
      method: 'POST',
      url: '/test/audit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ action: 'x', entityId: 'x'.repeat(2 * 1024 * 1024), detail: {} }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.PAYLOAD_TOO_LARGE, error_info: '请求内容过大' });
  });
});

describe('errors', () => {
  it('passes business refusals through with their code, message and data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/refuse' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error_no: ERROR_CODES.CONFLICT, error_info: '记录已存在', data: { id: 7 } });
  });

  it('answers a write refused by a unique constraint with 409 and a clear message, not a 500', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.post('/test/duplicate', {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '记录已存在，请勿重复提交',
    });
  });

  it('hides unknown errors behind a bare 500 and logs them with their stack', async () => {
    logLines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error_no: ERROR_CODES.INTERNAL,
      error_info: '服务器内部错误',
      error_key: 'errors.internal',
      data: null,
    });
    expect(res.body).not.toMatch(/secret|stack|at /);
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } });
    const entry = logged.find((l) => l.level === 50);
    expect(entry?.err?.stack).toContain('connection string postgres://secret@db leaked');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing/here?x=1',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: '接口不存在：GET /api/nothing/here',
      error_key: 'errors.endpointNotFound',
      error_params: { method: 'GET', path: '/api/nothing/here' },
      data: null,
    });
  });

  it('answers a malformed URL, which no route or hook sees, with a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: '请求不正确',
      error_key: 'errors.badRequest',
      data: null,
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const res = await client.request({ method: 'DELETE', url: '/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: '不支持的请求方法：DELETE /health',
      error_key: 'errors.methodNotAllowed',
      error_params: { method: 'DELETE', path: '/health' },
    });
  });
});

describe('security headers and API documentation', () => {
  it('sends helmet headers with a CSP that fits the antd SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI page and a document listing the routes with their schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const health = doc.paths['/health'].get;
    expect(Object.keys(health.responses)).toEqual(['200', '503']);
    const healthData = health.responses['200'].content['application/json'].schema.properties.data;
    expect(healthData.properties.status.enum).toEqual(['ok', 'degraded']);
    const config = doc.paths['/config.json'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(config.properties.flags.properties)).toContain('isTenantMode');
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/docs'))).toBe(false);
  });
});
