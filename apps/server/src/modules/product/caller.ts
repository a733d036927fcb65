import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language, UserType } from '@scf/shared';
import { ERROR_CODES } from '@scf/shared';
import { catalogueError } from '@/lib/app-error.ts';
import { findUserAccess } from '@/modules/access/repository.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import { defaultTenantId } from '@/modules/auth/default-tenant.ts';

/**
 * Who asks a public catalogue call. The tenant is the session's when someone is signed in, else
 * the default tenant (as registration resolves a visitor's), never a field of the request. The
 * user, when there is one, is read without the guard's side effects (no screen lock, no error):
 * public pages serve a locked or expired session as a visitor.
 */
export interface Caller {
  tenantId: number;
  user: { id: number; account: string; userType: UserType } | null;
  language: Language;
}

type Data = Pick<FastifyInstance, 'db'>;

/** With no tenant at all the portal cannot serve anyone yet. */
const noTenant = () => catalogueError(ERROR_CODES.UNAVAILABLE, 'unavailable', { httpStatus: 503 });

export async function callerOf(app: Data, request: FastifyRequest): Promise<Caller> {
  const language = pickLanguage(request.headers['accept-language']);
  const session = await request.session.loadForPublicRead();
  const { userId, tenantId } = session;
  if (userId !== null && tenantId !== null && !session.endedReason) {
    const access = await findUserAccess(app.db, userId);
    if (access && access.tenantId === tenantId && access.status === 'active') {
      return {
        tenantId,
        user: { id: access.id, account: access.account, userType: access.userType },
        language,
      };
    }
  }
  return { tenantId: await defaultTenantId(app.db, noTenant), user: null, language };
}
