import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import type { Database } from '@/db/client.ts';
import favoriteRoutes from '@/modules/favorites/routes.ts';
import fileRoutes from '@/modules/files/routes.ts';
import ocrRoutes from '@/modules/ocr/routes.ts';
import type { OcrProvider } from '@/modules/ocr/provider.ts';
import productRoutes from '@/modules/product/routes.ts';
import dictRoutes from '@/modules/dict/routes.ts';
import { pageConfig } from '@/modules/dict/service.ts';
import { callerOf } from '@/modules/product/caller.ts';
import memberRoutes from '@/modules/member/routes.ts';
import memberReviewRoutes from '@/modules/member-review/routes.ts';
import registrationRoutes from '@/modules/registration/routes.ts';
import realNameRoutes from '@/modules/real-name/routes.ts';
import creditRoutes from '@/modules/credit/routes.ts';
import financingRoutes from '@/modules/financing/routes.ts';
import financingApplyRoutes from '@/modules/financing-apply/routes.ts';
import signerRoutes from '@/modules/signer/routes.ts';
import adminAccessRoutes from '@/modules/admin-access/routes.ts';
import authorizationRoutes from '@/modules/authorization/routes.ts';
import contentAdminRoutes from '@/modules/content-admin/routes.ts';
import memberChangeRoutes from '@/modules/member-change/routes.ts';
import organizationRoutes from '@/modules/organization/routes.ts';
import repaymentRoutes from '@/modules/repayment/routes.ts';
import overdueJob from '@/modules/repayment/overdue-job.ts';
import statsRoutes from '@/modules/stats/routes.ts';
import productReleaseRoutes from '@/modules/product-release/routes.ts';
import accessRoutes from '@/modules/access/routes.ts';
import authRoutes from '@/modules/auth/routes.ts';
import captchaRoutes from '@/modules/captcha/routes.ts';
import cmsRoutes from '@/modules/cms/routes.ts';
import devRoutes from '@/modules/dev/routes.ts';
import systemRoutes from '@/modules/system/routes.ts';
import { runtimeConfig } from '@/modules/system/service.ts';
import tenantRoutes from '@/modules/tenant/routes.ts';
import userRoutes from '@/modules/user/routes.ts';
import auth from '@/plugins/auth.ts';
import camelKeys from '@/plugins/camel-keys.ts';
import captcha from '@/plugins/captcha.ts';
import csrf from '@/plugins/csrf.ts';
import database from '@/plugins/database.ts';
import errorHandler, { toErrorOutcome } from '@/plugins/error-handler.ts';
import requestInput from '@/plugins/request-input.ts';
import passwords from '@/plugins/passwords.ts';
import swagger from '@/plugins/external/swagger.ts';
import securityHeadersPlugin, { securityHeaders } from '@/plugins/security-headers.ts';
import session from '@/plugins/session.ts';
import sms from '@/plugins/sms.ts';
import web from '@/plugins/web.ts';

export interface BuildOptions {
  /**
   * An open (and migrated) database. The caller keeps it and closes it; without one the app opens
   * `config.database` itself and closes it on `app.close()`.
   */
  database?: Database;
  /** false silences the log; a stream receives the JSON lines (tests read them). */
  logger?: false | { write(line: string): void };
  /** Document recognition; default the local tesseract.js provider, which the app closes. */
  ocr?: OcrProvider;
  /** The overdue marking of repayment plans (on by default; tests run it themselves). */
  overdueJob?: boolean;
}

/** Never logged: session cookies, credentials, CSRF tokens and password fields in bodies. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pwd',
  '*.resetedPwd',
  '*.passwordHash',
];

function loggerOptions(config: Config, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } };
  return logger ? { ...options, stream: logger } : options;
}

/**
 * The application, ready to `listen` or to `inject` into; it does not listen itself. Plugins load
 * external → app → routes → web app, so hooks and the error handler cover every route.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const headers = securityHeaders(config.cookieSecure, config.frameSources);
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    trustProxy: config.trustProxy,
    // A malformed URL is refused by the router before any hook runs: still an envelope and the
    // security headers (though no session cookie or CSRF token, which need the hooks).
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorOutcome(error);
      (reply as FastifyReply).headers(headers).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins (helmet's headers computed once, see security-headers.ts).
  await app.register(securityHeadersPlugin, { headers });
  await app.register(fastifyCookie);
  await app.register(swagger);

  // Application plugins.
  await app.register(database, {
    database: options.database ?? (await openDatabase(config.database, { keepReads: config.keepReads })),
    config,
    owned: options.database === undefined,
  });
  await app.register(errorHandler);
  await app.register(requestInput);
  await app.register(camelKeys);
  await app.register(session, { ttlMinutes: config.sessionTtlMinutes, cookieSecure: config.cookieSecure });
  await app.register(csrf, { secret: config.sessionSecret });
  await app.register(captcha);
  await app.register(sms);
  await app.register(passwords);
  await app.register(auth);

  // Routes.
  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(tenantRoutes);
  await app.register(authRoutes);
  await app.register(accessRoutes);
  // The outbox of the demo: absent, not merely refused, in production.
  if (config.demoMode) await app.register(devRoutes);
  await app.register(registrationRoutes);
  await app.register(userRoutes);
  await app.register(favoriteRoutes);
  await app.register(cmsRoutes);
  await app.register(fileRoutes);
  await app.register(ocrRoutes, { provider: options.ocr });
  await app.register(productRoutes);
  await app.register(dictRoutes);
  await app.register(memberRoutes);
  await app.register(memberReviewRoutes);
  await app.register(realNameRoutes);
  await app.register(financingRoutes);
  await app.register(financingApplyRoutes);
  await app.register(creditRoutes);
  await app.register(signerRoutes);
  await app.register(adminAccessRoutes);
  await app.register(organizationRoutes);
  await app.register(authorizationRoutes);
  await app.register(memberChangeRoutes);
  await app.register(contentAdminRoutes);
  await app.register(repaymentRoutes);
  await app.register(statsRoutes);
  await app.register(productReleaseRoutes);
  await app.register(overdueJob, { enabled: options.overdueJob ?? true });

  // The web app last: its not-found handler answers whatever the routes above did not.
  await app.register(web, {
    webDist: config.webDist,
    firstScreen: {
      config: runtimeConfig(config),
      askerOf: async (request) => {
        const caller = await callerOf(app, request);
        return { signedIn: caller.user !== null, pageConfig: await pageConfig(app, caller) };
      },
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
