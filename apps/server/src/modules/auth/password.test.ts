import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '@/modules/auth/password.ts';

describe('password hashing', () => {
  it('produces a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('Demo@1234');
    const second = await hashPassword('Demo@1234');
    expect(first).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('正确的密码 pass');
    expect(await verifyPassword('正确的密码 pass', stored)).toBe(true);
    expect(await verifyPassword('正确的密码 pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    const stored = await hashPassword('secret');
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', stored.replace('ln=14', 'ln=30'))).toBe(false);
    expect(await verifyPassword('secret', stored.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
  });

  it('reads the cost from the stored hash, so older parameters still verify', async () => {
    const stored = await hashPassword('secret');
    const salt = stored.split('$')[3] ?? '';
    const key = scryptSync('secret', Buffer.from(salt, 'base64'), 32, { N: 2 ** 10, r: 8, p: 1 });
    const older = `$scrypt$ln=10,r=8,p=1$${salt}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('secret', older)).toBe(true);
  });

  it('asks for a rehash of a hash made at another cost, or of one it cannot read', async () => {
    const today = await hashPassword('secret');
    expect(needsRehash(today)).toBe(false);
    expect(needsRehash(today.replace('p=5', 'p=1'))).toBe(true);
    expect(needsRehash(today.replace('ln=14', 'ln=15'))).toBe(true);
    expect(needsRehash('plain-text')).toBe(true);
  });
});
