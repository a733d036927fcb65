import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '@/db/client.ts';
import { captchaImage } from '@/modules/captcha/image.ts';
import { deleteCaptchasExpiredBefore, insertCaptcha, takeCaptcha } from '@/modules/captcha/repository.ts';

/** How long a challenge can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I, 2/Z). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXY3456789';
/** Expired challenges are deleted by one instance at most this often, on the way of a new one. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface Captcha {
  /** The challenge id (the spec's cc), sent back with the answer. */
  cc: string;
  /** The picture as a data URL. */
  img: string;
}

/**
 * Image check codes kept in the database, so any instance checks a challenge another one drew.
 * A challenge is answered once: right or wrong, it is used up.
 */
export class CaptchaService {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(length: 4 | 5): Promise<Captcha> {
    const now = this.now();
    let answer = '';
    for (let i = 0; i < length; i++) answer += ALPHABET[randomInt(ALPHABET.length)];
    const cc = randomBytes(24).toString('base64url');
    await this.sweepIfDue(now);
    await insertCaptcha(this.db, {
      id: cc,
      answer,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    return { cc, img: captchaImage(answer) };
  }

  /** True when `answer` matches, ignoring case. False for a wrong, used, expired or unknown challenge. */
  async consume(cc: string, answer: string): Promise<boolean> {
    if (!cc || !answer) return false;
    const expected = await takeCaptcha(this.db, cc, this.now());
    return expected !== undefined && expected.toUpperCase() === answer.trim().toUpperCase();
  }

  private async sweepIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    await deleteCaptchasExpiredBefore(this.db, now);
  }
}
