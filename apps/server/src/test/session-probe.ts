import { z } from 'zod';
import type { App } from '@/app.ts';
import { ok } from '@/lib/envelope.ts';

/**
 * Routes that read and write the session, for tests only: the session tests register them on a
 * built app, and session-probe-server.ts serves them from real processes. Never in production code.
 */
export function registerSessionProbe(app: App): void {
  app.post(
    '/test/session',
    { schema: { body: z.object({ key: z.string(), value: z.string() }) } },
    async (request) => {
      await request.session.load();
      request.session.set(request.body.key, request.body.value);
      return ok(null);
    },
  );

  app.get('/test/session/:key', { schema: { params: z.object({ key: z.string() }) } }, async (request) => {
    await request.session.load();
    const { session } = request;
    return ok({ value: session.get<string>(request.params.key) ?? null, endedReason: session.endedReason });
  });

  // As the public reads (content, catalogue) load it: trusting the client's no-row mark.
  app.get(
    '/test/session/public/:key',
    { schema: { params: z.object({ key: z.string() }) } },
    async (request) => {
      await request.session.loadForPublicRead();
      return ok({ value: request.session.get<string>(request.params.key) ?? null });
    },
  );

  app.post('/test/session/regenerate', async (request) => {
    await request.session.regenerate();
    return ok(null);
  });

  app.post('/test/session/destroy', async (request) => {
    await request.session.destroy();
    return ok(null);
  });
}
