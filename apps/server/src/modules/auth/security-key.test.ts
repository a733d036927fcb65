import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { AppError } from '@/lib/app-error.ts';
import { SecurityKey } from '@/modules/auth/security-key.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const encrypt = (key: SecurityKey, plain: string | Buffer) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    typeof plain === 'string' ? Buffer.from(plain) : plain,
  ).toString('base64');

describe('SecurityKey', () => {
  it('is generated once and shared: instances starting together load the same pair', async () => {
    const [a, b] = await Promise.all([
      SecurityKey.load(testDb.database.db),
      SecurityKey.load(testDb.database.db),
    ]);
    const again = await SecurityKey.load(testDb.database.db);
    expect(a?.id).toBe(b?.id);
    expect(again.id).toBe(a?.id);
    expect(await again.decrypt(a.id, encrypt(a, 'Comp@12345'))).toBe('Comp@12345');
    expect(await again.decrypt(a.id, encrypt(a, '密码Ab1!'))).toBe('密码Ab1!');
  });

  it('refuses an unknown key id, a cipher that does not decrypt and bytes that are not UTF-8, naming the field', async () => {
    const key = await SecurityKey.load(testDb.database.db);
    const cases: [string, string, string | undefined][] = [
      ['old-key', encrypt(key, 'x'), undefined],
      [key.id, 'bm90IGEgY2lwaGVy', undefined],
      [key.id, encrypt(key, Buffer.from([0xff, 0xfe])), 'newPwd'],
    ];
    for (const [keyId, cipher, field] of cases) {
      const error = await key.decrypt(keyId, cipher, field).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: ERROR_CODES.VALIDATION,
        message: `${field ?? 'password'}: 密码无法解密，请刷新页面后重试`,
        data: { errors: [{ field: field ?? 'password', rule: 'decrypt' }] },
        key: 'errors.passwordUndecryptable',
      });
    }
  });
});
