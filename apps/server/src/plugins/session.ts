import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@scf/shared';
import { Session, SessionStore } from '@/modules/session/service.ts';

/** The client's mark that its session id has no row (see markRow below); HttpOnly like the id. */
export const NO_ROW_COOKIE = 'scf_norow';

declare module 'fastify' {
  interface FastifyRequest {
    /** Lazy: nothing is read until a handler calls `await request.session.load()`. */
    session: Session;
  }
}

export interface SessionPluginOptions {
  ttlMinutes: number;
  cookieSecure: boolean;
}

export default fp<SessionPluginOptions>(
  async (app, { ttlMinutes, cookieSecure }) => {
    const store = new SessionStore(app.db, ttlMinutes * 60_000);
    // A browser-session cookie: expiry is enforced on the server, sliding with activity.
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure } as const;

    app.decorateRequest('session', null as unknown as Session);

    // Callback-style hooks: these run on every request, and the usual path needs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      request.session = new Session(store, request.cookies[SESSION_COOKIE], request.cookies[NO_ROW_COOKIE]);
      done();
    });

    /**
     * The no-row mark: a visitor's session has no row until it holds something, yet each public
     * read looked the id up (half the database work of a news page). The client now holds a mark
     * while this instance or another saw no row for its id, and public reads trust it
     * (Session.loadForPublicRead). It lives in the client, so any instance serves it.
     */
    const markRow = (request: FastifyRequest, reply: FastifyReply, session: Session) => {
      const exists = session.rowExists;
      if (exists === false && !session.markHeld) reply.setCookie(NO_ROW_COOKIE, session.mark, cookieOptions);
      else if (exists === true && request.cookies[NO_ROW_COOKIE] !== undefined) {
        reply.clearCookie(NO_ROW_COOKIE, cookieOptions);
      }
    };

    app.addHook('onSend', (request, reply, payload, done) => {
      // Null only for requests the router rejected before any hook ran.
      const session = request.session as Session | null;
      if (!session) return done(null, payload);
      if (session.cookieChanged) reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
      if (!session.isDirty) {
        markRow(request, reply, session);
        return done(null, payload);
      }
      session.save().then(() => {
        markRow(request, reply, session);
        done(null, payload);
      }, done);
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
