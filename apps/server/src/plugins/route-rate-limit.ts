import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, errorMessagesZhCN } from '@scf/shared';
import { AppError } from '@/lib/app-error.ts';

/**
 * Per-route rate limits for costly calls (uploads, recognition): registered inside the plugin that
 * owns the routes, so only routes whose `config.rateLimit` says so are limited. Counted per client
 * address in this instance's memory: several instances each allow the limit, which still stops a
 * single client from flooding one process (docs/decisions.md). A refusal is the usual envelope,
 * 1029 with HTTP 429.
 */
export async function registerRouteRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(ERROR_CODES.TOO_MANY_REQUESTS, errorMessagesZhCN.tooManyRequests, {
        httpStatus: context.statusCode,
      }),
  });
}
