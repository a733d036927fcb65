import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import errorHandler from '@/plugins/error-handler.ts';
import requestInput, { MAX_JSON_DEPTH, jsonDepth } from '@/plugins/request-input.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(errorHandler);
  await app.register(requestInput);
  app.post('/echo', async (request) => ({ body: request.body, query: request.query }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string, url = '/echo') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[["}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
  });
});

describe('request input', () => {
  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with a 400, however deep`, async () => {
    expect((await post(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).statusCode).toBe(200);
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      const res = await post(`${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error_no: ERROR_CODES.VALIDATION,
        error_info: `请求体嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`,
        error_key: 'errors.bodyTooDeep',
        error_params: { max: MAX_JSON_DEPTH },
        data: null,
      });
    }
  });

  it('refuses a NUL character in a JSON string or the URL, but takes a backslash and "u0000" as text', async () => {
    for (const res of [
      await post('{"a":"x\\u0000"}'),
      await post('{"a":"\\\\\\u0000"}'),
      await post('{}', '/echo?q=%00'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_info: '请求内容不能包含空字符',
        error_key: 'errors.nulCharacter',
      });
    }
    const text = await post('{"a":"\\\\u0000"}');
    expect(text.json().body).toEqual({ a: '\\u0000' });
  });

  it('still refuses __proto__ keys', async () => {
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});
