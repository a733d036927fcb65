import { describe, expect, it } from 'vitest';
import { contentIdRequest, newsSaveRequest } from '@scf/shared/schemas/content-admin';
import { newRequestKey } from './request-key';

describe('newRequestKey', () => {
  it('draws a different key each time, of the form the save requests take', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    const [key] = keys;
    const parsed = newsSaveRequest.shape.requestKey.safeParse(key);
    expect(parsed.success).toBe(true);
    expect(contentIdRequest.safeParse({ id: key }).success).toBe(false);
  });
});
