import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, envelope, errorMessagesZhCN, healthSchema, runtimeConfigSchema } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { createHealthCheck, runtimeConfig } from '@/modules/system/service.ts';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const healthReply = envelope(healthSchema);

  // Benchmarked against a bare route: it never loads the session, and pings are shared.
  const checkHealth = createHealthCheck(app.db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth();
      if (health.status === 'ok') return ok(health);
      return reply.code(503).send({
        error_no: ERROR_CODES.UNAVAILABLE,
        error_info: errorMessagesZhCN.unavailable,
        data: health,
      });
    },
  );

  // A configuration document, not an API call: the browser app reads it before its request client
  // exists (apps/web/src/lib/config), so it is the bare RuntimeConfig without an envelope.
  const config = runtimeConfig(app.config);
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime configuration of the browser app (feature flags, API base)',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return config;
    },
  );
};

export default systemRoutes;
