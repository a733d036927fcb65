import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@scf/shared';
import type { regSmsRequest, resetPasswordRequest } from '@scf/shared';
import { catalogueError, refusal } from '@/lib/app-error.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import type { mobileByAccountBody } from '@/modules/registration/schemas.ts';
import { resolveTenant } from '@/modules/registration/service.ts';
import type { Session } from '@/modules/session/service.ts';
import { readNewPassword, requireImageCode } from '@/modules/user/credentials.ts';
import { maskMobile } from '@/modules/user/mask-mobile.ts';
import {
  deleteUserSessions,
  findUserByAccount,
  findUserById,
  insertAuditLog,
  updatePasswordHash,
} from '@/modules/user/repository.ts';

/**
 * Forgot password in three calls: look the account up (the client sees only a masked mobile),
 * send the SMS code to the account's real mobile, reset. The lookup is kept in the visitor's
 * session, so the real mobile never leaves the server and the later steps cannot be pointed at
 * another account or number.
 */

type Services = Pick<FastifyInstance, 'db' | 'config' | 'captcha' | 'sms' | 'passwords'>;

const SESSION_KEY = 'forgetPassword';

interface Lookup {
  tenantId: number;
  userId: number;
  account: string;
  mobile: string;
}

/** The spec has this flow say that an account does not exist (用户名不存在): 111003, back to step 1. */
const accountUnknown = () => refusal(ERROR_CODES.ACCOUNT_UNKNOWN, 'accountNotFound');
const mobileMismatch = () => catalogueError(ERROR_CODES.MOBILE_MISMATCH, 'mobileMismatch');

export async function lookUpMobile(
  app: Pick<Services, 'db' | 'config'>,
  session: Session,
  body: z.infer<typeof mobileByAccountBody>,
): Promise<{ mobile: string }> {
  const tenant = await resolveTenant(app, body.tenantId);
  const user = await findUserByAccount(app.db, tenant.id, body.userAccount);
  if (!user) throw accountUnknown();
  if (!user.mobile) throw refusal(ERROR_CODES.MOBILE_MISMATCH, 'forgotNoMobile');
  await session.load();
  const lookup: Lookup = { tenantId: tenant.id, userId: user.id, account: user.account, mobile: user.mobile };
  session.set(SESSION_KEY, lookup);
  return { mobile: maskMobile(user.mobile) };
}

/**
 * The lookup of this session, for the account the client names (if it names one), still holding
 * the mobile it was looked up with: a changed account is 111003, a changed mobile 111004.
 */
async function requireLookup(db: Services['db'], session: Session, account: string | undefined) {
  await session.load();
  const lookup = session.get<Lookup>(SESSION_KEY);
  if (!lookup || (account !== undefined && account !== lookup.account)) throw accountUnknown();
  const user = await findUserById(db, lookup.tenantId, lookup.userId);
  if (!user) throw accountUnknown();
  if (user.mobile !== lookup.mobile) throw mobileMismatch();
  return lookup;
}

export async function sendForgetCode(
  app: Services,
  session: Session,
  body: z.infer<typeof regSmsRequest>,
): Promise<{ resendAfterSeconds: number }> {
  await requireImageCode(app, body.reqSessionId, body.checkCode);
  const lookup = await requireLookup(app.db, session, body.userAccount || undefined);
  // The client shows the masked number; one that sends a mobile must mean the account's own.
  if (body.mobile !== undefined && body.mobile !== lookup.mobile) throw mobileMismatch();
  return app.sms.send({ mobile: lookup.mobile, purpose: 'forget', tenantId: lookup.tenantId });
}

export async function resetForgottenPassword(
  app: Services,
  session: Session,
  body: z.infer<typeof resetPasswordRequest>,
): Promise<void> {
  const lookup = await requireLookup(app.db, session, body.userAccount);
  const passwordHash = await hashPassword(await readNewPassword(app, body.keyId, body.newPwd, 'newPwd'));
  await app.sms.verify({ mobile: lookup.mobile, purpose: 'forget', code: body.smsCode });
  await app.db.transaction(async (tx) => {
    await updatePasswordHash(tx, lookup.tenantId, lookup.userId, passwordHash);
    // Whoever knew the old password is signed out everywhere.
    await deleteUserSessions(tx, lookup.userId);
    await insertAuditLog(tx, {
      tenantId: lookup.tenantId,
      actorUserId: lookup.userId,
      action: 'account.password.reset',
      entity: 'user',
      entityId: String(lookup.userId),
      detail: { channel: 'sms', mobile: maskMobile(lookup.mobile) },
    });
  });
  // A visitor signed in as that very user lost this session too; saving it would bring it back.
  if (session.userId === lookup.userId) await session.destroy();
  else session.set(SESSION_KEY, undefined);
}
