import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@scf/shared';
import type { UserType } from '@scf/shared';
import { findUserAccess, readSessionWithUserAccess } from '@/modules/access/repository.ts';
import { forbidden, kicked, pageExpired, screenLocked, sessionInvalid } from '@/modules/auth/errors.ts';
import { AUTH_SESSION, ENDED_REASONS } from '@/modules/auth/session-keys.ts';

/**
 * The guards of signed-in routes. `app.requireUser` loads the session and the user as they are now
 * (status, roles and permissions are read with the session and kept only until a write to either is
 * heard, modules/access/repository.ts, so a change applies on the user's next request);
 * `app.requirePermission(...codes)` refuses unless the user holds one of the codes. The tenant of a
 * request is the session's, never a header or a field.
 */

export interface AuthUser {
  id: number;
  tenantId: number;
  account: string;
  name: string;
  userType: UserType;
  rawRoleCode: string;
  roleCode: string;
  permissions: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerHookHandler;
    requirePermission(...codes: string[]): preHandlerHookHandler;
  }
  interface FastifyRequest {
    /** Set by `app.requireUser`; read it only in routes guarded by it. */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    /** The route also serves a locked session (lock, unlock, logout). */
    allowLocked?: boolean;
  }
}

/** Activity is written to the session at most this often. */
const ACTIVITY_WRITE_MS = 60_000;

export default fp(
  async (app) => {
    const lockIdleMs = app.config.lockIdleMinutes * 60_000;
    app.decorateRequest('user', null as unknown as AuthUser);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const session = request.session;
      const joined = await session.loadWith(readSessionWithUserAccess);
      if (session.endedReason) {
        const byOthers = Object.values<string>(ENDED_REASONS).includes(session.endedReason);
        throw byOthers ? kicked() : sessionInvalid();
      }
      const { userId, tenantId } = session;
      if (userId === null || tenantId === null) {
        throw request.cookies[SESSION_COOKIE] === undefined ? pageExpired() : sessionInvalid();
      }
      // Read with the session when it was read here; else (read before, or new) on its own.
      const access = joined === undefined ? await findUserAccess(app.db, userId) : joined;
      if (!access || access.tenantId !== tenantId || access.status !== 'active') {
        await session.destroy();
        throw sessionInvalid();
      }

      if (request.routeOptions.config.allowLocked !== true) {
        const now = Date.now();
        // A session signed in by other code than sign-in carries no activity yet: it starts now.
        const activeAt = session.get<number>(AUTH_SESSION.activeAt);
        if (session.get(AUTH_SESSION.lockedAt) !== undefined) throw screenLocked();
        if (activeAt !== undefined && now - activeAt > lockIdleMs) {
          session.set(AUTH_SESSION.lockedAt, now);
          throw screenLocked();
        }
        if (activeAt === undefined || now - activeAt >= ACTIVITY_WRITE_MS)
          session.set(AUTH_SESSION.activeAt, now);
      }

      request.user = {
        id: access.id,
        tenantId: access.tenantId,
        account: access.account,
        name: access.name,
        userType: access.userType,
        rawRoleCode: access.rawRoleCode,
        roleCode: access.roleCodes[0] ?? access.roleCode,
        permissions: new Set(access.permissions),
      };
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requirePermission', (...codes: string[]): preHandlerHookHandler => {
      return async (request) => {
        // Usable alone: the user is loaded first when no requireUser ran before.
        if (request.user === null) await requireUser(request);
        if (!codes.some((code) => request.user.permissions.has(code))) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['database', 'session'] },
);
