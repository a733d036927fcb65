import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { captchas, smsOutbox } from '@/db/schema.ts';
import { captchaAnswer } from '@/modules/auth/test-support.ts';
import { createTestApp, createTestDatabase } from '@/test/test-app.ts';
import type { TestApp, TestDatabase } from '@/test/test-app.ts';

let testDb: TestDatabase;
let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  testDb = await createTestDatabase();
  demo = await createTestApp({ database: testDb, env: { DEMO_MODE: 'true' } });
  production = await createTestApp({ database: testDb, env: { DEMO_MODE: 'false' } });
});
afterAll(async () => {
  await demo.close();
  await production.close();
  await testDb.drop();
});

const db = () => testDb.database.db;
const decodeSvg = (img: string) =>
  Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();

describe('GET and POST /getCheckCode', () => {
  it('draws 5 characters by default and 4 on request, as an SVG whose glyphs are paths, not text', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const client = demo.app;
      const cookie = await client.inject({ method: 'GET', url: '/health' });
      const headers = {
        cookie: `scf_sid=${cookie.cookies[0]?.value}`,
        'x-csrf-token': String(cookie.headers['x-csrf-token']),
      };
      const five = (await client.inject({ method, url: '/getCheckCode', headers })).json().data;
      const four = (await client.inject({ method, url: '/getCheckCode?length=4', headers })).json().data;
      expect(five.img).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(await captchaAnswer(db(), five.cc)).toMatch(/^[A-Z3-9]{5}$/);
      expect(await captchaAnswer(db(), four.cc)).toMatch(/^[A-Z3-9]{4}$/);
      const svg = decodeSvg(four.img);
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(await captchaAnswer(db(), four.cc));
    }
  });

  it('refuses a length other than 4 or 5, naming the field', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/getCheckCode?length=6' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: expect.stringMatching(/^length: /),
    });
  });
});

describe('app.captcha.consume', () => {
  it('accepts the answer once, in any case', async () => {
    const { cc } = await demo.app.captcha.create(5);
    const answer = await captchaAnswer(db(), cc);
    expect(await demo.app.captcha.consume(cc, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await demo.app.captcha.consume(cc, answer)).toBe(false);
  });

  it('burns the challenge on a wrong answer', async () => {
    const { cc } = await demo.app.captcha.create(4);
    expect(await demo.app.captcha.consume(cc, 'nope')).toBe(false);
    expect(await demo.app.captcha.consume(cc, await captchaAnswer(db(), cc))).toBe(false);
  });

  it('refuses an expired challenge (5 minutes) and an unknown one', async () => {
    const { cc } = await demo.app.captcha.create(4);
    const [row] = await db().select().from(captchas).where(eq(captchas.id, cc));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(5 * 60_000);
    await db()
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchas.id, cc));
    expect(await demo.app.captcha.consume(cc, row?.answer ?? '')).toBe(false);
    expect(await demo.app.captcha.consume('unknown', 'ABCD')).toBe(false);
    expect(await demo.app.captcha.consume('', '')).toBe(false);
  });

  it('is answered on another instance than the one that drew it', async () => {
    const { cc } = await demo.app.captcha.create(4);
    expect(await production.app.captcha.consume(cc, await captchaAnswer(db(), cc))).toBe(true);
  });
});

describe('GET /api/dev/outbox', () => {
  it('shows the latest SMS and image-code answers in demo mode', async () => {
    const { cc } = await demo.app.captcha.create(4);
    await demo.app.sms.send({ mobile: '13700000001', purpose: 'register' });
    const res = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const data = res.json().data;
    expect(data.captchas[0]).toEqual({ cc, answer: await captchaAnswer(db(), cc), at: expect.any(String) });
    const [sent] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, '13700000001'));
    expect(data.messages[0]).toEqual({
      mobile: '13700000001',
      text: `【供应链金融】您的验证码为${sent?.code}，5分钟内有效。`,
      code: sent?.code,
      at: expect.any(String),
    });
  });

  it('does not exist in production mode', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
