import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-time link of the QR path: `<userId>.<expiry epoch ms>.<HMAC-SHA256 base64url>`. Nothing is
 * stored: the signature proves the server issued it for that user, the expiry bounds it, and it is
 * used up by what it does (a verified user cannot verify again), so no token table is needed.
 */

export type QrTokenProblem = 'malformed' | 'signature' | 'expired';

export type QrTokenCheck =
  { ok: true; userId: number; expiresAt: Date } | { ok: false; problem: QrTokenProblem };

const TOKEN = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
/** Domain separation: the key is derived from a secret that also signs other things. */
const PURPOSE = 'real-name-qr';

export class QrTokens {
  constructor(
    private readonly secret: () => Promise<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async sign(userId: number, expiresMs: number): Promise<string> {
    const key = createHmac('sha256', await this.secret())
      .update(PURPOSE)
      .digest();
    return createHmac('sha256', key).update(`${userId}.${expiresMs}`).digest('base64url');
  }

  async issue(userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
    const expiresMs = this.now().getTime() + ttlMs;
    return {
      token: `${userId}.${expiresMs}.${await this.sign(userId, expiresMs)}`,
      expiresAt: new Date(expiresMs),
    };
  }

  /** The signature is checked before the expiry, so a forged token never learns whether it is late. */
  async check(token: string): Promise<QrTokenCheck> {
    const match = TOKEN.exec(token);
    if (!match) return { ok: false, problem: 'malformed' };
    const userId = Number(match[1]);
    const expiresMs = Number(match[2]);
    const given = Buffer.from(match[3] as string);
    const expected = Buffer.from(await this.sign(userId, expiresMs));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, problem: 'signature' };
    }
    if (expiresMs <= this.now().getTime()) return { ok: false, problem: 'expired' };
    return { ok: true, userId, expiresAt: new Date(expiresMs) };
  }
}
