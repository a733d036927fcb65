import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import { catalogueError } from '@/lib/app-error.ts';

/**
 * Every route that sends an SMS code takes this many requests from one client address in ten
 * minutes. The image code, the 60 s window and the daily cap hold per mobile; this stops one
 * address from walking through many numbers (SMS flooding of other people's phones).
 */
export const SMS_SENDS_PER_ADDRESS = { max: 20, timeWindow: '10 minutes' } as const;

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
      catalogueError(ERROR_CODES.TOO_MANY_REQUESTS, 'tooManyRequests', {
        httpStatus: context.statusCode,
      }),
  });
}
