import { describe, expect, it } from 'vitest';
import { maskCertNo, maskRealName } from './mask.ts';
import { QrTokens } from './qr-token.ts';

const secret = async () => 'test-secret';

describe('QR tokens', () => {
  it('carry the user and expiry, and hold until the expiry only', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = new QrTokens(secret, () => now);
    const { token, expiresAt } = await tokens.issue(42, 600_000);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await tokens.check(token)).toEqual({ ok: true, userId: 42, expiresAt });
    now = new Date(expiresAt.getTime() - 1);
    expect((await tokens.check(token)).ok).toBe(true);
    now = expiresAt;
    expect(await tokens.check(token)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuse another secret’s signature before saying whether the token is late', async () => {
    const { token } = await new QrTokens(
      async () => 'other',
      () => new Date(0),
    ).issue(42, 1);
    expect(await new QrTokens(secret).check(token)).toEqual({ ok: false, problem: 'signature' });
    expect(await new QrTokens(secret).check('42.1.short')).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('masks', () => {
  it('keep the last character of a name and the ends of an ID number', () => {
    expect(maskRealName('张三')).toBe('*三');
    expect(maskRealName('阿依古丽·买买提')).toBe('*******提');
    expect(maskCertNo('11010119900307001X')).toBe('110***********001X');
  });
});
