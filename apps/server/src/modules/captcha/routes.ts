import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCodeQuery, checkCodeReply, envelope } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';

const DEFAULT_LENGTH = 5;

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET at the login screen, POST in the registration and settings dialogs (shell.md section 7).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/getCheckCode',
      schema: {
        tags: ['auth'],
        summary: 'A new image check code: cc identifies it, img is the picture (data URL)',
        querystring: checkCodeQuery,
        response: { 200: envelope(checkCodeReply) },
      },
      handler: async (request) => {
        const length = request.query.length === 4 ? 4 : DEFAULT_LENGTH;
        return ok(await app.captcha.create(length));
      },
    });
  }
};

export default captchaRoutes;
