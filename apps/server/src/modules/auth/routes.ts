import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  hasValidateCodeQuery,
  hasValidateCodeReply,
  kickoutRequest,
  loginReply,
  loginRequest,
  loginSmsRequest,
  securityKeyReply,
  smsSentReply,
  unlockRequest,
} from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { AuthService } from '@/modules/auth/service.ts';
import { SMS_SENDS_PER_ADDRESS, registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';

const nothing = envelope(z.null());

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRouteRateLimit(app);
  const auth = new AuthService({
    db: app.db,
    captcha: app.captcha,
    sms: app.sms,
    passwords: app.passwords,
    flags: app.config.featureFlags,
  });

  app.post(
    '/getSecurityKey',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public key for the password encryption (key1: RSA-OAEP SHA-256 SPKI base64; key2: key id)',
        response: { 200: envelope(securityKeyReply) },
      },
    },
    async () => ok(await app.passwords.publicKey()),
  );

  app.get(
    '/loginHasValidateCode',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the password sign-in needs an image code (3 failures in 15 minutes)',
        querystring: hasValidateCodeQuery,
        response: { 200: envelope(hasValidateCodeReply) },
      },
    },
    async (request) => {
      const { needCheckCode } = await auth.status(request.query.username || null, request.ip);
      return ok({ needCheckCode });
    },
  );

  app.post(
    '/api/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with account and password, or with mobile and SMS code',
        body: loginRequest,
        response: { 200: envelope(loginReply) },
      },
    },
    async (request) => {
      const { body, session, ip } = request;
      const reply =
        body.loginType === 'password'
          ? await auth.passwordLogin(body, session, ip)
          : await auth.mobileLogin(body, session, ip);
      return ok(reply);
    },
  );

  app.post(
    '/getVerifyCode',
    {
      config: { rateLimit: SMS_SENDS_PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Send the sign-in SMS code; the image code (checkCode, reqSessionId = cc) guards it',
        body: loginSmsRequest,
        response: { 200: envelope(smsSentReply) },
      },
    },
    async (request) => ok(await auth.sendLoginSms(request.body)),
  );

  app.get(
    '/api/user/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the cookie (tn is accepted and not needed)',
        querystring: z.object({ tn: z.string().max(256).optional() }),
        response: { 200: nothing },
      },
    },
    async (request) => {
      await request.session.destroy();
      return ok(null);
    },
  );

  app.post(
    '/kickout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "End every session of an account: one's own other devices, or any account for an operator",
        body: kickoutRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await auth.kickout(request.session, request.user, request.body.key);
      return ok(null);
    },
  );

  app.post(
    '/api/user/lock',
    {
      preHandler: app.requireUser,
      config: { allowLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'Lock the screen (the client does it after idling)',
        response: { 200: nothing },
      },
    },
    async (request) => {
      auth.lock(request.session);
      return ok(null);
    },
  );

  app.post(
    '/api/user/unlock',
    {
      preHandler: app.requireUser,
      config: { allowLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'Unlock the screen with the password',
        body: unlockRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await auth.unlock(request.session, request.user.id, request.body, request.ip);
      return ok(null);
    },
  );
};

export default authRoutes;
