import { describe, expect, it } from 'vitest';
import { readEnvelope } from './read-envelope.ts';

const read = (body: unknown, httpOk = true) => readEnvelope(JSON.stringify(body), httpOk);

describe('readEnvelope', () => {
  it('treats code 0 and a missing code as success', () => {
    expect(read({ error_no: 0, error_info: '', data: { a: 1 } })).toEqual({ data: { a: 1 }, failure: null });
    expect(read({ data: [1] })).toEqual({ data: [1], failure: null });
  });

  it('takes the code from error_no, then error_code, then return_code, remembering the field', () => {
    expect(read({ error_no: 5, error_code: 6 })?.failure).toEqual({
      code: 5,
      field: 'error_no',
      info: null,
      key: null,
      params: {},
    });
    expect(read({ error_code: 6, return_code: 7 })?.failure).toEqual({
      code: 6,
      field: 'error_code',
      info: null,
      key: null,
      params: {},
    });
    expect(read({ return_code: '9008', error_info: 'x' })?.failure).toEqual({
      code: 9008,
      field: 'return_code',
      info: 'x',
      key: null,
      params: {},
    });
  });

  it('reads the translation key of the text and the values of its placeholders', () => {
    expect(
      read({
        error_no: 110101,
        error_info: '角色 R01 不存在或已停用',
        error_key: 'validation.reviewRoleMissing',
        error_params: { code: 'R01', count: 2 },
      })?.failure,
    ).toEqual({
      code: 110101,
      field: 'error_no',
      info: '角色 R01 不存在或已停用',
      key: 'validation.reviewRoleMissing',
      params: { code: 'R01', count: 2 },
    });
  });

  it('keeps only string and number placeholder values, and ignores a key that is not a text', () => {
    const failure = read({
      error_no: 1,
      error_info: 'x',
      error_key: 'errors.notFound',
      error_params: { name: 'n', size: 3, nested: { a: 1 }, list: [1], flag: true, none: null },
    })?.failure;
    expect(failure?.key).toBe('errors.notFound');
    expect(failure?.params).toEqual({ name: 'n', size: 3 });
    for (const [error_key, error_params] of [
      ['', ['a']],
      [42, 'text'],
      [{ key: 'errors.notFound' }, null],
    ]) {
      const malformed = read({ error_no: 1, error_key, error_params })?.failure;
      expect(malformed?.key).toBeNull();
      expect(malformed?.params).toEqual({});
    }
  });

  it('falls back to error_msg for the text, as upload endpoints send it', () => {
    expect(read({ error_no: 1, error_msg: 'too big' })?.failure?.info).toBe('too big');
  });

  it('rejects bodies that are not a JSON object, and HTTP errors without a code', () => {
    expect(readEnvelope('<html>502</html>', false)).toBeNull();
    expect(readEnvelope('', true)).toBeNull();
    expect(read([1, 2])).toBeNull();
    expect(read({ message: 'Not Found' }, false)).toBeNull();
  });
});
