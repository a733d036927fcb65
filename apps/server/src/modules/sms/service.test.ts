import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { smsCodes, smsOutbox } from '@/db/schema.ts';
import { AppError } from '@/lib/app-error.ts';
import { lastSmsCode } from '@/modules/auth/test-support.ts';
import { OutboxDelivery } from '@/modules/sms/delivery.ts';
import type { SmsDelivery } from '@/modules/sms/delivery.ts';
import { SmsService } from '@/modules/sms/service.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const db = () => testDb.database.db;
let clock: number;
beforeEach(() => {
  clock = Date.UTC(2025, 0, 10, 8, 0, 0);
});
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
let mobileSeq = 0;
/** Each test uses its own mobile, so the windows of one do not reach the next. */
const newMobile = () => `1350000${String(++mobileSeq).padStart(4, '0')}`;

function service(options: { delivery?: SmsDelivery; dailyCap?: number } = {}) {
  return new SmsService({
    db: db(),
    delivery: options.delivery ?? new OutboxDelivery(db()),
    secret: () => Promise.resolve('test-secret'),
    dailyCap: options.dailyCap ?? 10,
    now: () => new Date(clock),
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('send', () => {
  it('sends a 6-digit code through the outbox and stores only its hash', async () => {
    const mobile = newMobile();
    expect(await service().send({ mobile, purpose: 'login' })).toEqual({ resendAfterSeconds: 60 });
    const code = await lastSmsCode(db(), mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(message?.text).toBe(`【供应链金融】您的验证码为${code}，5分钟内有效。`);
    const [row] = await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock + 5 * 60_000);
  });

  it('refuses a second SMS to the same mobile within 60 seconds, whatever the purpose', async () => {
    const sms = service();
    const mobile = newMobile();
    await sms.send({ mobile, purpose: 'login' });
    advance(45);
    const refused = await refusal(sms.send({ mobile, purpose: 'register' }));
    expect(refused).toMatchObject({
      code: ERROR_CODES.SMS_TOO_FREQUENT,
      message: '短信发送过于频繁，请60秒后再试',
      data: { resendAfterSeconds: 15 },
    });
    await sms.send({ mobile: newMobile(), purpose: 'login' });
    advance(15);
    await expect(sms.send({ mobile, purpose: 'register' })).resolves.toEqual({ resendAfterSeconds: 60 });
  });

  it('lets only one of two simultaneous sends to a mobile through', async () => {
    const sms = service();
    const mobile = newMobile();
    const results = await Promise.allSettled([
      sms.send({ mobile, purpose: 'login' }),
      sms.send({ mobile, purpose: 'login' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('stops at the daily cap of a mobile, counted over 24 hours', async () => {
    const sms = service({ dailyCap: 3 });
    const mobile = newMobile();
    for (let i = 0; i < 3; i++) {
      await sms.send({ mobile, purpose: 'login' });
      advance(61);
    }
    expect(await refusal(sms.send({ mobile, purpose: 'login' }))).toMatchObject({
      code: ERROR_CODES.SMS_DAILY_CAP,
      message: '今日短信发送次数已达上限',
    });
    advance(24 * 60 * 60 - 3 * 61 + 1);
    await expect(sms.send({ mobile, purpose: 'login' })).resolves.toBeDefined();
  });

  it('leaves no usable code and no waiting time when delivery fails', async () => {
    const mobile = newMobile();
    const failing: SmsDelivery = { deliver: () => Promise.reject(new Error('gateway down')) };
    await expect(service({ delivery: failing }).send({ mobile, purpose: 'login' })).rejects.toThrow(
      'gateway down',
    );
    expect(await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
    await expect(service().send({ mobile, purpose: 'login' })).resolves.toBeDefined();
  });
});

describe('verify', () => {
  it('accepts the code once, for its own purpose only', async () => {
    const sms = service();
    const mobile = newMobile();
    await sms.send({ mobile, purpose: 'forget' });
    const code = await lastSmsCode(db(), mobile);
    expect((await refusal(sms.verify({ mobile, purpose: 'login', code }))).code).toBe(
      ERROR_CODES.SMS_CODE_EXPIRED,
    );
    await expect(sms.verify({ mobile, purpose: 'forget', code })).resolves.toBeUndefined();
    expect((await refusal(sms.verify({ mobile, purpose: 'forget', code }))).code).toBe(
      ERROR_CODES.SMS_CODE_EXPIRED,
    );
  });

  it('counts wrong codes: after 5 wrong tries even the right one is expired', async () => {
    const sms = service();
    const mobile = newMobile();
    await sms.send({ mobile, purpose: 'login' });
    const code = await lastSmsCode(db(), mobile);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect(await refusal(sms.verify({ mobile, purpose: 'login', code: wrong }))).toMatchObject({
        code: ERROR_CODES.SMS_CODE_WRONG,
        message: '短信验证码错误',
      });
    }
    expect(await refusal(sms.verify({ mobile, purpose: 'login', code }))).toMatchObject({
      code: ERROR_CODES.SMS_CODE_EXPIRED,
      message: '短信验证码已失效，请重新获取',
    });
  });

  it('expires a code after 5 minutes', async () => {
    const sms = service();
    const mobile = newMobile();
    await sms.send({ mobile, purpose: 'login' });
    const code = await lastSmsCode(db(), mobile);
    advance(5 * 60);
    expect((await refusal(sms.verify({ mobile, purpose: 'login', code }))).code).toBe(
      ERROR_CODES.SMS_CODE_EXPIRED,
    );
  });

  it('answers expired when none was sent, and takes only the latest code', async () => {
    const sms = service();
    const mobile = newMobile();
    expect((await refusal(sms.verify({ mobile, purpose: 'login', code: '123456' }))).code).toBe(
      ERROR_CODES.SMS_CODE_EXPIRED,
    );
    await sms.send({ mobile, purpose: 'login' });
    const first = await lastSmsCode(db(), mobile);
    advance(60);
    await sms.send({ mobile, purpose: 'login' });
    const second = await lastSmsCode(db(), mobile);
    if (first !== second) {
      expect((await refusal(sms.verify({ mobile, purpose: 'login', code: first }))).code).toBe(
        ERROR_CODES.SMS_CODE_WRONG,
      );
    }
    await expect(sms.verify({ mobile, purpose: 'login', code: second })).resolves.toBeUndefined();
  });
});
