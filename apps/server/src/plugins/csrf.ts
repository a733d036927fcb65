import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { CSRF_HEADER, ERROR_CODES } from '@scf/shared';
import { catalogueError } from '@/lib/app-error.ts';
import type { Session } from '@/modules/session/service.ts';
import { getOrCreateSetting } from '@/modules/settings/repository.ts';

/**
 * CSRF protection bound to the session cookie: token = HMAC-SHA256(secret, cookie value), sent on
 * every reply and required back on every state-changing request. Stable for the life of a session
 * id, so concurrent requests from one tab never invalidate each other (docs/decisions.md).
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_SETTING = 'session_secret';
/** Tokens of the session ids seen most lately that are kept. */
const TOKENS_KEPT = 10_000;

export interface CsrfPluginOptions {
  /** SESSION_SECRET; when unset the secret generated once and stored in app_settings is used. */
  secret: string | undefined;
}

export default fp<CsrfPluginOptions>(
  async (app, options) => {
    const secret =
      options.secret ??
      (await getOrCreateSetting(app.db, SECRET_SETTING, () => randomBytes(32).toString('base64url')));
    // Each request checks its token and sends it back: the HMAC is taken once per session id and
    // kept (it was a twentieth of a news search's time, twice per request).
    const tokens = new LRUCache<string, string>({ max: TOKENS_KEPT });
    const tokenFor = (sessionId: string) => {
      let token = tokens.get(sessionId);
      if (token === undefined) {
        token = createHmac('sha256', secret).update(sessionId).digest('base64url');
        tokens.set(sessionId, token);
      }
      return token;
    };

    const isValid = (session: Session, sent: string | string[] | undefined) => {
      if (!session.fromCookie || typeof sent !== 'string') return false;
      const given = Buffer.from(sent);
      const expected = Buffer.from(tokenFor(session.id));
      // Same length first: timingSafeEqual throws otherwise, and the length is no secret.
      return given.length === expected.length && timingSafeEqual(given, expected);
    };

    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || isValid(request.session, request.headers[CSRF_HEADER]))
        return done();
      done(catalogueError(ERROR_CODES.BAD_REQUEST_ENV, 'badRequestEnv', { httpStatus: 403 }));
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const session = request.session as Session | null;
      if (session) reply.header(CSRF_HEADER, tokenFor(session.id));
      done(null, payload);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
