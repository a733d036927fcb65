import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, errorMessagesZhCN, validationMessagesZhCN } from '@scf/shared';
import { AppError, catalogueError, refusal } from '@/lib/app-error.ts';
import errorHandler from './error-handler.ts';

/**
 * Every refusal reads in Chinese: a rule a schema states without a message key (zod's own texts are
 * English) is named in Chinese with the field, and framework errors get a Chinese text too; each
 * names its text's catalogue key, so the client shows it in the user's language.
 */

async function buildApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.post(
    '/form',
    {
      schema: {
        body: z.object({
          name: z.string().max(5),
          count: z.number().int().min(1),
          tags: z.array(z.string()).max(2).optional(),
          kind: z.enum(['a', 'b']).optional(),
          keyed: z.string('productIdRule').optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.post('/strict', { schema: { body: z.strictObject({ name: z.string() }) } }, async () => ({ ok: true }));
  app.post('/refused', async () => {
    throw Object.assign(new Error("'%' is not a valid url component"), { statusCode: 400 });
  });
  app.post('/nul', async () => {
    throw Object.assign(new Error('invalid byte sequence'), { cause: { code: '22021' } });
  });
  app.post('/db-down', async () => {
    throw Object.assign(new Error('Failed query'), { cause: { code: '57P01' } });
  });
  app.post('/db-gone', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.post('/keyed', async () => {
    throw refusal(ERROR_CODES.CONFLICT, 'reviewRoleMissing', { params: { code: 'ROLE_X' } });
  });
  app.post('/catalogued', async () => {
    throw catalogueError(ERROR_CODES.NOT_FOUND, 'notFound', { httpStatus: 404 });
  });
  app.post('/plain', async () => {
    throw new AppError(ERROR_CODES.CONFLICT, '记录已存在');
  });
  app.post('/boom', async () => {
    throw new Error('secret detail');
  });
  return app;
}

describe('error handler', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });
  type Reply = {
    error_no: number;
    error_info: string;
    error_key?: string;
    error_params?: Record<string, string>;
    data: { errors: { field: string; rule: string; message: string }[] };
  };

  it('names the field and the rule in Chinese for rules without a message key, and the rule by its key', async () => {
    const cases: [unknown, string, string, string, Record<string, string>?][] = [
      [{ count: 1 }, 'name', validationMessagesZhCN.required, 'validation.required'],
      [{ name: 1, count: 1 }, 'name', '应为文本', 'errors.ruleTypeString'],
      [{ name: 'abcdef', count: 1 }, 'name', '不能超过5个字符', 'errors.ruleTextMax', { limit: '5' }],
      [{ name: 'a', count: 0 }, 'count', '不能小于1', 'errors.ruleNumberMin', { limit: '1' }],
      [{ name: 'a', count: 'x' }, 'count', '应为数字', 'errors.ruleTypeNumber'],
      [
        { name: 'a', count: 1, tags: ['a', 'b', 'c'] },
        'tags',
        '不能超过2项',
        'errors.ruleItemsMax',
        { limit: '2' },
      ],
      [{ name: 'a', count: 1, kind: 'c' }, 'kind', '取值不在允许的范围内', 'errors.ruleValueNotAllowed'],
      [
        { name: 'a', count: 1, keyed: 5 },
        'keyed',
        validationMessagesZhCN.productIdRule,
        'validation.productIdRule',
      ],
    ];
    for (const [body, field, message, key, params] of cases) {
      const response = await post('/form', body);
      expect(response.statusCode).toBe(400);
      const reply = response.json<Reply>();
      expect(reply.error_no).toBe(ERROR_CODES.VALIDATION);
      expect(reply.error_info).toBe(`${field}: ${message}`);
      expect(reply.data.errors[0]?.message).toBe(message);
      expect(reply).toMatchObject({ error_key: key });
      expect(reply.error_params).toEqual(params);
    }
    const strict = (await post('/strict', { name: 'a', extra: 1, more: 2 })).json<Reply>();
    expect(strict).toMatchObject({
      error_info: 'body: 不支持的字段：extra和more',
      error_key: 'errors.ruleUnknownFields',
      error_params: { fields: 'extra,more' },
    });
  });

  it("names the catalogue key of a refusal, so the client can show it in the user's language", async () => {
    expect((await post('/keyed', {})).json()).toEqual({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '角色 ROLE_X 不存在或已停用，请先在角色管理中启用',
      error_key: 'validation.reviewRoleMissing',
      error_params: { code: 'ROLE_X' },
      data: null,
    });
    const catalogued = await post('/catalogued', {});
    expect(catalogued.statusCode).toBe(404);
    expect(catalogued.json()).toEqual({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: errorMessagesZhCN.notFound,
      error_key: 'errors.notFound',
      data: null,
    });
    expect((await post('/plain', {})).json()).toEqual({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '记录已存在',
      data: null,
    });
    const schemaKeyed = (await post('/form', { name: 'a', count: 1, keyed: 5 })).json();
    expect(schemaKeyed.error_key).toBe('validation.productIdRule');
    expect((await post('/plain', {})).json()).not.toHaveProperty('error_key');
  });

  it('names a body that is not an object', async () => {
    const reply = (await post('/form', [1])).json<Reply>();
    expect(reply.error_info).toBe('body: 应为JSON 对象');
  });

  it('answers an English framework refusal with a Chinese text of its kind', async () => {
    const response = await post('/refused', {});
    expect(response.statusCode).toBe(400);
    expect(response.json<Reply>()).toMatchObject({
      error_info: '请求不正确',
      error_key: 'errors.badRequest',
    });
  });

  it('answers text the database cannot store as bad input, not a failure', async () => {
    const response = await post('/nul', {});
    expect(response.statusCode).toBe(400);
    expect(response.json<Reply>()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: '输入中含有不允许的字符',
      error_key: 'errors.unstorableText',
    });
  });

  it('answers a database out of reach or out of room as unavailable (503), not a failure', async () => {
    for (const url of ['/db-down', '/db-gone']) {
      const response = await post(url, {});
      expect(response.statusCode).toBe(503);
      expect(response.json<Reply>()).toMatchObject({
        error_no: ERROR_CODES.UNAVAILABLE,
        error_info: errorMessagesZhCN.unavailable,
        error_key: 'errors.unavailable',
      });
    }
  });

  it('answers anything else with a bare 500', async () => {
    const response = await post('/boom', {});
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      error_no: ERROR_CODES.INTERNAL,
      error_info: errorMessagesZhCN.internal,
      error_key: 'errors.internal',
      data: null,
    });
  });
});
