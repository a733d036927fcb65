import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@scf/shared';
import type {
  CurrentUser,
  changePasswordRequest,
  modifyMobileRequest,
  modifyMobileSendRequest,
  modifyUserInfoRequest,
  thirdAuthRequest,
  ValidationMessageKey,
} from '@scf/shared';
import { catalogueError, fieldError } from '@/lib/app-error.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import type { Session } from '@/modules/session/service.ts';
import { readNewPassword, requireCurrentPassword, requireImageCode } from '@/modules/user/credentials.ts';
import { maskMobile } from '@/modules/user/mask-mobile.ts';
import { realNameUrl, sameSitePath } from '@/modules/user/real-name.ts';
import {
  deleteUserSessions,
  findUserById,
  findUserByMobile,
  insertAuditLog,
  updateMobile,
  updatePasswordHash,
  updateUserInfo,
} from '@/modules/user/repository.ts';
import type { UserWithTenant } from '@/modules/user/repository.ts';

/** The signed-in user's own account: read it, edit it, change its password and its mobile. */

type SignedInUser = FastifyRequest['user'];
type Services = Pick<FastifyInstance, 'db' | 'captcha' | 'sms' | 'passwords'>;

/** This module's refusals: keys of the shared catalogue (packages/shared/src/messages-refusals.ts). */
const USER_TEXTS = {
  mobileInUse: 'mobileInUse',
  mobileUnchanged: 'mobileUnchanged',
  samePassword: 'samePassword',
} as const satisfies Record<string, ValidationMessageKey>;

const AUDIT_ENTITY = 'user';

/** The signed-in user's row; gone only if the account was deleted mid-session. */
async function loadUser(db: FastifyInstance['db'], user: SignedInUser): Promise<UserWithTenant> {
  const row = await findUserById(db, user.tenantId, user.id);
  if (!row) throw catalogueError(ERROR_CODES.NOT_FOUND, 'notFound', { httpStatus: 404 });
  return row;
}

const toCurrentUser = (row: UserWithTenant): CurrentUser => ({
  userId: String(row.id),
  name: row.name,
  realName: row.realName,
  mobilePhone: row.mobile,
  email: row.email,
  jobNo: row.jobNo,
  position: row.position,
  account: row.account,
  userType: row.userType,
  tenantName: row.tenantName,
  lastLoginDateTime: row.lastLoginAt?.toISOString() ?? null,
});

export async function getCurrentUser(db: FastifyInstance['db'], user: SignedInUser): Promise<CurrentUser> {
  return toCurrentUser(await loadUser(db, user));
}

/** Absent fields stay as they are; an emptied optional field is cleared. */
export async function modifyUserInfo(
  db: FastifyInstance['db'],
  user: SignedInUser,
  change: z.infer<typeof modifyUserInfoRequest>,
): Promise<CurrentUser> {
  const clearable = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const values = {
    name: change.name,
    jobNo: clearable(change.jobNo),
    email: clearable(change.email),
    position: clearable(change.position),
  };
  await db.transaction(async (tx) => {
    await updateUserInfo(tx, user.tenantId, user.id, values);
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'account.info.change',
      entity: AUDIT_ENTITY,
      entityId: String(user.id),
      detail: {
        fields: Object.keys(values).filter((key) => values[key as keyof typeof values] !== undefined),
      },
    });
  });
  return getCurrentUser(db, user);
}

/**
 * The caller's other sessions end (whoever knew the old password is signed out); this one stays
 * signed in under a new id, as after a sign-in.
 */
export async function changePassword(
  app: Services,
  session: Session,
  user: SignedInUser,
  body: z.infer<typeof changePasswordRequest>,
): Promise<void> {
  const row = await loadUser(app.db, user);
  const current = await requireCurrentPassword(app, body.keyId, body.pwd, 'pwd', row.passwordHash);
  const next = await readNewPassword(app, body.keyId, body.resetedPwd, 'resetedPwd');
  // The forced change of a default password must not be satisfied by typing the same one again.
  if (next === current) throw fieldError('resetedPwd', 'different', USER_TEXTS.samePassword);
  const passwordHash = await hashPassword(next);
  await app.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.tenantId, user.id, passwordHash);
    await deleteUserSessions(tx, user.id);
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'account.password.change',
      entity: AUDIT_ENTITY,
      entityId: String(user.id),
    });
  });
  // The new id is saved with the reply, after the rows above are gone.
  await session.regenerate();
}

/** The new mobile must be free in the tenant and differ from the current one. */
async function requireAvailableMobile(
  app: Services,
  user: SignedInUser,
  row: UserWithTenant,
  mobile: string,
) {
  if (row.mobile === mobile) {
    throw fieldError('mobile', 'different', USER_TEXTS.mobileUnchanged, { code: ERROR_CODES.CONFLICT });
  }
  if (await findUserByMobile(app.db, user.tenantId, mobile, user.id)) {
    throw fieldError('mobile', 'unique', USER_TEXTS.mobileInUse, { code: ERROR_CODES.CONFLICT });
  }
}

/** Step 2 of the change: the image code, then an SMS code to the NEW mobile (proving it is theirs). */
export async function sendModifyMobileCode(
  app: Services,
  user: SignedInUser,
  body: z.infer<typeof modifyMobileSendRequest>,
): Promise<{ resendAfterSeconds: number }> {
  await requireImageCode(app, body.chkcodeReqId, body.chkcode);
  await requireAvailableMobile(app, user, await loadUser(app.db, user), body.mobile);
  return app.sms.send({ mobile: body.mobile, purpose: 'modifyMobile', tenantId: user.tenantId });
}

export async function modifyMobile(
  app: Services,
  user: SignedInUser,
  body: z.infer<typeof modifyMobileRequest>,
): Promise<void> {
  const row = await loadUser(app.db, user);
  await requireCurrentPassword(app, body.keyId, body.password, 'password', row.passwordHash);
  await requireAvailableMobile(app, user, row, body.mobile);
  await app.sms.verify({ mobile: body.mobile, purpose: 'modifyMobile', code: body.smsCode });
  await app.db.transaction(async (tx) => {
    await updateMobile(tx, user.tenantId, user.id, body.mobile);
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'account.mobile.change',
      entity: AUDIT_ENTITY,
      entityId: String(user.id),
      detail: { from: row.mobile && maskMobile(row.mobile), to: maskMobile(body.mobile) },
    });
  });
}

/** auths_url: no third party exists here, so the address is our own real-name page (real-name.ts). */
export function thirdAuthUrl(
  origin: string,
  user: SignedInUser,
  body: z.infer<typeof thirdAuthRequest>,
): { url: string } {
  const redirectPath = body.redirectUrl ? sameSitePath(body.redirectUrl, origin) : undefined;
  return { url: realNameUrl(origin, { userId: user.id, identityType: body.identityType, redirectPath }) };
}
