import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@scf/shared';
import { Session, SessionStore } from '@/modules/session/service.ts';

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
      request.session = new Session(store, request.cookies[SESSION_COOKIE]);
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      // Null only for requests the router rejected before any hook ran.
      const session = request.session as Session | null;
      if (session?.cookieChanged) reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
      if (!session?.isDirty) return done(null, payload);
      session.save().then(() => done(null, payload), done);
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
