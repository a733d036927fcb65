import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreement,
  envelope,
  mobileByAccountReply,
  quickRegReply,
  regSmsRequest,
  resetPasswordRequest,
  smsSentReply,
} from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import {
  lookUpMobile,
  resetForgottenPassword,
  sendForgetCode,
} from '@/modules/registration/forgot-password.ts';
import {
  accountExistsBody,
  agreementDetailBody,
  agreementsBody,
  mobileByAccountBody,
  quickRegBody,
  regCodeBody,
} from '@/modules/registration/schemas.ts';
import {
  isAccountExisted,
  register,
  registrationAgreement,
  registrationAgreements,
  sendRegistrationCode,
} from '@/modules/registration/service.ts';
import { requestOrigin } from '@/modules/user/real-name.ts';
import { SMS_SENDS_PER_ADDRESS, registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';

/** Self-registration, its agreements and forgot password: calls of visitors who are not signed in. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRouteRateLimit(app);
  const tags = ['registration'];

  app.post(
    '/g/eclp-server-new/v/api/member/reg/is_account_existed',
    {
      schema: {
        tags,
        summary: 'Whether an account name is taken in the tenant',
        body: accountExistsBody,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok(await isAccountExisted(app, request.body)),
  );

  app.post(
    '/api/member/reg/send_reg_code',
    {
      config: { rateLimit: SMS_SENDS_PER_ADDRESS },
      schema: {
        tags,
        summary: 'Send the registration SMS code (image code first: 111000)',
        body: regCodeBody,
        response: { 200: envelope(smsSentReply) },
      },
    },
    async (request) => ok(await sendRegistrationCode(app, request.body)),
  );

  app.post(
    '/api/member/reg/quick_reg',
    {
      schema: {
        tags,
        summary: 'Register an enterprise user; the reply carries the real-name verification address',
        body: quickRegBody,
        response: { 200: envelope(quickRegReply) },
      },
    },
    async (request) => ok(await register(app, request.body, requestOrigin(request))),
  );

  app.post(
    '/api/portal/fsp/member/get_reg_agreement',
    {
      schema: {
        tags,
        summary: 'The agreements a registration accepts',
        body: agreementsBody,
        response: { 200: envelope(z.array(agreement)) },
      },
    },
    async (request) => ok(await registrationAgreements(app, request.body)),
  );

  app.post(
    '/api/portal/fsp/member/reg_agreement_detail',
    {
      schema: {
        tags,
        summary: 'One registration agreement with its text',
        body: agreementDetailBody,
        response: { 200: envelope(agreement) },
      },
    },
    async (request) => ok(await registrationAgreement(app, request.body)),
  );

  app.post(
    '/g/eclp-server-new/v/api/member/reg/get_mobile_by_account',
    {
      schema: {
        tags,
        summary: 'Forgot password, step 1: the masked mobile of an account (111003 when unknown)',
        body: mobileByAccountBody,
        response: { 200: envelope(mobileByAccountReply) },
      },
    },
    async (request) => ok(await lookUpMobile(app, request.session, request.body)),
  );

  app.post(
    '/api/member/reg/send_forget_sms_code',
    {
      config: { rateLimit: SMS_SENDS_PER_ADDRESS },
      schema: {
        tags,
        summary: 'Forgot password: send the SMS code to the looked-up account’s mobile',
        body: regSmsRequest,
        response: { 200: envelope(smsSentReply) },
      },
    },
    async (request) => ok(await sendForgetCode(app, request.session, request.body)),
  );

  app.post(
    '/api/member/reg/forget_reset_pwd',
    {
      schema: {
        tags,
        summary: 'Forgot password: set a new password with the SMS code; signs the account out everywhere',
        body: resetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetForgottenPassword(app, request.session, request.body);
      return ok(null);
    },
  );
};

export default registrationRoutes;
