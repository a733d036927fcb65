import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  currentUser,
  envelope,
  modifyMobileRequest,
  modifyMobileSendRequest,
  modifyUserInfoRequest,
  smsSentReply,
  thirdAuthReply,
  thirdAuthRequest,
} from '@scf/shared';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { AUTH_SESSION } from '@/modules/auth/session-keys.ts';
import { requestOrigin } from '@/modules/user/real-name.ts';
import { SMS_SENDS_PER_ADDRESS, registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';
import {
  changePassword,
  getCurrentUser,
  modifyMobile,
  modifyUserInfo,
  sendModifyMobileCode,
  thirdAuthUrl,
} from '@/modules/user/service.ts';

/**
 * "Last login" shown to a user is the sign-in before the current one, as the login reply says; the
 * users row already holds the current sign-in, so the session remembers the previous time.
 */
function withPreviousLogin(request: FastifyRequest, user: CurrentUser): CurrentUser {
  const previous = request.session.get<string | null>(AUTH_SESSION.previousLoginAt);
  return previous === undefined ? user : { ...user, lastLoginDateTime: previous };
}

/** The signed-in user's own account (shell.md section 7); every route needs a signed-in user. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRouteRateLimit(app);
  app.addHook('preHandler', app.requireUser);
  const tags = ['user'];

  app.get(
    '/api/user/getCurrUser',
    { schema: { tags, summary: 'The signed-in user', response: { 200: envelope(currentUser) } } },
    async (request) => ok(withPreviousLogin(request, await getCurrentUser(app.db, request.user))),
  );

  app.post(
    '/api/user/modifyCurrUserInfo',
    {
      schema: {
        tags,
        summary: 'Change the name, job number, email and position of the signed-in user',
        body: modifyUserInfoRequest,
        response: { 200: envelope(currentUser) },
      },
    },
    async (request) =>
      ok(withPreviousLogin(request, await modifyUserInfo(app.db, request.user, request.body))),
  );

  app.post(
    '/api/user/resetPwd',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one must match: 111052); signs out the other sessions',
        body: changePasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changePassword(app, request.session, request.user, request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/user/modify_mobile_send',
    {
      config: { rateLimit: SMS_SENDS_PER_ADDRESS },
      schema: {
        tags,
        summary: 'Send the SMS code of a mobile change to the new mobile (image code first: 111000)',
        body: modifyMobileSendRequest,
        response: { 200: envelope(smsSentReply) },
      },
    },
    async (request) => ok(await sendModifyMobileCode(app, request.user, request.body)),
  );

  app.post(
    '/api/user/modify_mobile',
    {
      schema: {
        tags,
        summary: 'Change the mobile (login password: 111052; SMS code of the new mobile)',
        body: modifyMobileRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await modifyMobile(app, request.user, request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/third_auths/auths_url',
    {
      schema: {
        tags,
        summary: 'The real-name verification address (this platform’s own page; no third party)',
        body: thirdAuthRequest,
        response: { 200: envelope(thirdAuthReply) },
      },
    },
    async (request) => ok(thirdAuthUrl(requestOrigin(request), request.user, request.body)),
  );
};

export default userRoutes;
