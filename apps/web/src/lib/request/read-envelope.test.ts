import { describe, expect, it } from 'vitest';
import { readEnvelope } from './read-envelope.ts';

const read = (body: unknown, httpOk = true) => readEnvelope(JSON.stringify(body), httpOk);

describe('readEnvelope', () => {
  it('treats code 0 and a missing code as success', () => {
    expect(read({ error_no: 0, error_info: '', data: { a: 1 } })).toEqual({ data: { a: 1 }, failure: null });
    expect(read({ data: [1] })).toEqual({ data: [1], failure: null });
  });

  it('takes the code from error_no, then error_code, then return_code, remembering the field', () => {
    expect(read({ error_no: 5, error_code: 6 })?.failure).toEqual({ code: 5, field: 'error_no', info: null });
    expect(read({ error_code: 6, return_code: 7 })?.failure).toEqual({
      code: 6,
      field: 'error_code',
      info: null,
    });
    expect(read({ return_code: '9008', error_info: 'x' })?.failure).toEqual({
      code: 9008,
      field: 'return_code',
      info: 'x',
    });
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
