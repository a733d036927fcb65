import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, outboxReply } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { latestCaptchas } from '@/modules/captcha/repository.ts';
import { latestOutboxMessages } from '@/modules/sms/repository.ts';

const LATEST = 50;

/**
 * Demo helpers, registered only in demo mode (never in production): what the SMS delivery "sent"
 * and the answers of the latest image codes, so a demo visitor and the browser tests can sign in
 * by mobile and pass the image codes.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the latest 50 SMS sent and image code answers',
        response: { 200: envelope(outboxReply) },
      },
    },
    async () => {
      const [messages, captchas] = [
        await latestOutboxMessages(app.db, LATEST),
        await latestCaptchas(app.db, LATEST),
      ];
      return ok({
        messages: messages.map((m) => ({
          mobile: m.mobile,
          text: m.text,
          code: m.code ?? '',
          at: m.at.toISOString(),
        })),
        captchas: captchas.map((c) => ({ cc: c.cc, answer: c.answer, at: c.at.toISOString() })),
      });
    },
  );
};

export default devRoutes;
