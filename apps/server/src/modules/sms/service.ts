import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, LIMITS } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { catalogueError } from '@/lib/app-error.ts';
import type { SmsDelivery, SmsMessage } from '@/modules/sms/delivery.ts';
import {
  consumeSmsCode,
  countWrongTry,
  deleteSmsCode,
  insertSmsCode,
  latestSmsCode,
  lockMobile,
  sendStats,
} from '@/modules/sms/repository.ts';
import type { SmsPurpose } from '@/modules/sms/repository.ts';

export type { SmsPurpose };

/** A code is good for 5 minutes and 5 wrong tries. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_WRONG_TRIES = 5;
/** One SMS per mobile per minute, whatever the purpose (the client counts down the same 60 s). */
export const SMS_RESEND_MS = LIMITS.smsResendSeconds * 1000;
const DAY_MS = 24 * 60 * 60_000;

export const smsText = (code: string) => `【供应链金融】您的验证码为${code}，5分钟内有效。`;

export interface SmsServiceOptions {
  db: Db;
  delivery: SmsDelivery;
  /** Key of the HMAC under which codes are stored: a leaked sms_codes table alone reveals none. */
  secret: () => Promise<string>;
  dailyCap: number;
  now?: () => Date;
}

export class SmsService {
  private readonly db: Db;
  private readonly delivery: SmsDelivery;
  private readonly secret: () => Promise<string>;
  private readonly dailyCap: number;
  private readonly now: () => Date;

  constructor(options: SmsServiceOptions) {
    this.db = options.db;
    this.delivery = options.delivery;
    this.secret = options.secret;
    this.dailyCap = options.dailyCap;
    this.now = options.now ?? (() => new Date());
  }

  private async hash(mobile: string, purpose: SmsPurpose, code: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(`${mobile}:${purpose}:${code}`)
      .digest();
  }

  /**
   * Sends a fresh 6-digit code; it replaces any earlier code for the same mobile and purpose.
   * `tenantId` is accepted for the callers' convenience but not stored: a code belongs to a mobile
   * and a purpose, and the caller checks the tenant when the code is used.
   */
  async send(options: { mobile: string; purpose: SmsPurpose; tenantId?: number }): Promise<{
    resendAfterSeconds: number;
  }> {
    const { mobile, purpose } = options;
    const now = this.now();
    const code = String(randomInt(1_000_000)).padStart(LIMITS.smsCode, '0');
    const codeHash = (await this.hash(mobile, purpose, code)).toString('base64');
    const id = await this.db.transaction(async (tx) => {
      await lockMobile(tx, mobile);
      const { lastAt, sentSince } = await sendStats(tx, mobile, new Date(now.getTime() - DAY_MS));
      const waitMs = lastAt ? lastAt.getTime() + SMS_RESEND_MS - now.getTime() : 0;
      if (waitMs > 0) {
        throw catalogueError(ERROR_CODES.SMS_TOO_FREQUENT, 'smsTooFrequent', {
          httpStatus: 429,
          data: { resendAfterSeconds: Math.ceil(waitMs / 1000) },
        });
      }
      if (sentSince >= this.dailyCap) {
        throw catalogueError(ERROR_CODES.SMS_DAILY_CAP, 'smsDailyCap', { httpStatus: 429 });
      }
      return insertSmsCode(tx, {
        mobile,
        purpose,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      });
    });
    try {
      await this.delivery.deliver({ mobile, code, text: smsText(code) });
    } catch (error) {
      // Not sent: the code must neither be usable nor hold the user to the 60-second window.
      await deleteSmsCode(this.db, id);
      throw error;
    }
    return { resendAfterSeconds: LIMITS.smsResendSeconds };
  }

  /**
   * Hands a message that carries no code to check later (an initial password) to the delivery.
   * Outside the code windows: the user asked for nothing, so there is no resend to pace.
   */
  async notify(message: SmsMessage): Promise<void> {
    await this.delivery.deliver(message);
  }

  /**
   * Checks and uses up the latest code for the mobile and purpose. Throws SMS_CODE_WRONG (a try
   * counted) or SMS_CODE_EXPIRED (none sent, used, older than 5 minutes, or 5 wrong tries spent).
   */
  async verify(options: { mobile: string; purpose: SmsPurpose; code: string }): Promise<void> {
    const { mobile, purpose } = options;
    const now = this.now();
    const given = await this.hash(mobile, purpose, options.code.trim());
    // The outcome leaves the transaction as a value: throwing inside would roll back the counted try.
    const outcome = await this.db.transaction(async (tx) => {
      await lockMobile(tx, mobile);
      const row = await latestSmsCode(tx, mobile, purpose);
      if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= SMS_MAX_WRONG_TRIES) {
        return 'expired' as const;
      }
      const stored = Buffer.from(row.codeHash, 'base64');
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
        await countWrongTry(tx, row.id);
        return 'wrong' as const;
      }
      await consumeSmsCode(tx, row.id, now);
      return 'ok' as const;
    });
    if (outcome === 'expired') {
      throw catalogueError(ERROR_CODES.SMS_CODE_EXPIRED, 'smsCodeExpired');
    }
    if (outcome === 'wrong') throw catalogueError(ERROR_CODES.SMS_CODE_WRONG, 'smsCodeWrong');
  }
}
