import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, smsSentReply } from '@scf/shared';
import {
  realNameQrInfo,
  realNameQrInfoRequest,
  realNameQrTokenReply,
  realNameQrVerifyReply,
  realNameQrVerifyRequest,
  realNameSmsRequest,
  realNameStatus,
  realNameVerifyRequest,
} from '@scf/shared/schemas/real-name';
import { ok } from '@/lib/envelope.ts';
import { lazy } from '@/lib/lazy.ts';
import { getOrCreateSetting } from '@/modules/settings/repository.ts';
import { requestOrigin } from '@/modules/user/real-name.ts';
import { SMS_SENDS_PER_ADDRESS, registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';
import { QrTokens } from './qr-token.ts';
import {
  issueQrLink,
  qrLinkInfo,
  realNameStatus as statusOf,
  sendRealNameCode,
  verifyWithQr,
  verifyWithSms,
} from './service.ts';

/** The session secret's setting, as plugins/csrf.ts keeps it (SESSION_SECRET overrides it). */
const SESSION_SECRET_SETTING = 'session_secret';
/** The phone's calls need no sign-in; a token holder gets this many tries a minute per address. */
const PHONE_CALLS_PER_MINUTE = 20;

/**
 * Real-name verification (paths in packages/shared/src/schemas/real-name.ts). The signed-in calls
 * serve the enterprise user's own page; qr_info and qr_verify serve the phone that scanned the QR
 * code, which proves whose verification it is with the link's signed token instead of a session.
 */
const realNameRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRouteRateLimit(app);
  const tags = ['real-name'];
  // The server's session secret, the one every instance shares, keys the QR links (qr-token.ts).
  const tokens = new QrTokens(
    lazy(async () =>
      app.config.sessionSecret !== undefined
        ? app.config.sessionSecret
        : getOrCreateSetting(app.db, SESSION_SECRET_SETTING, () => randomBytes(32).toString('base64url')),
    ),
  );
  const signedIn = { preHandler: app.requireUser };
  const phone = { config: { rateLimit: { max: PHONE_CALLS_PER_MINUTE, timeWindow: '1 minute' } } };

  app.get(
    '/api/member/realname/status',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed-in enterprise user’s real-name state (masked); others get -107',
        response: { 200: envelope(realNameStatus) },
      },
    },
    async (request) => ok(await statusOf(app.db, request.user.id)),
  );

  app.post(
    '/api/member/realname/send_sms_code',
    {
      ...signedIn,
      config: { rateLimit: SMS_SENDS_PER_ADDRESS },
      schema: {
        tags,
        summary: 'Send the verification SMS to the user’s own mobile (image code first: 111000)',
        body: realNameSmsRequest,
        response: { 200: envelope(smsSentReply) },
      },
    },
    async (request) => ok(await sendRealNameCode(app, request.user.id, request.body)),
  );

  app.post(
    '/api/member/realname/verify',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Verify with name, ID number and SMS code; the role becomes supplier at once',
        body: realNameVerifyRequest,
        response: { 200: envelope(realNameStatus) },
      },
    },
    async (request) => ok(await verifyWithSms(app, request.user.id, request.body)),
  );

  app.post(
    '/api/member/realname/qr_token',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A signed one-time link (10 minutes) to the phone page, for the QR code',
        response: { 200: envelope(realNameQrTokenReply) },
      },
    },
    async (request) => ok(await issueQrLink(app.db, tokens, request.user.id, requestOrigin(request))),
  );

  app.post(
    '/api/member/realname/qr_info',
    {
      ...phone,
      schema: {
        tags,
        summary: 'Whose verification a QR link opens, or why it cannot (expired, tampered, used)',
        body: realNameQrInfoRequest,
        response: { 200: envelope(realNameQrInfo) },
      },
    },
    async (request) => ok(await qrLinkInfo(app.db, tokens, request.body.token)),
  );

  app.post(
    '/api/member/realname/qr_verify',
    {
      ...phone,
      schema: {
        tags,
        summary: 'Verify on the phone with name and ID number; the link’s token proves the user',
        body: realNameQrVerifyRequest,
        response: { 200: envelope(realNameQrVerifyReply) },
      },
    },
    async (request) => ok(await verifyWithQr(app.db, tokens, request.body)),
  );
};

export default realNameRoutes;
