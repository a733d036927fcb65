import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@scf/shared';
import type { ValidationMessageKey } from '@scf/shared';
import { REAL_NAME_LIMITS, REAL_NAME_SCAN_PATH } from '@scf/shared/schemas/real-name';
import type {
  RealNameQrInfo,
  RealNameQrTokenReply,
  RealNameStatus,
  realNameQrVerifyRequest,
  realNameSmsRequest,
  realNameVerifyRequest,
} from '@scf/shared/schemas/real-name';
import type { Db } from '@/db/client.ts';
import { forbidden } from '@/modules/auth/errors.ts';
import { fieldError } from '@/lib/app-error.ts';
import { requireImageCode } from '@/modules/user/credentials.ts';
import { maskMobile } from '@/modules/user/mask-mobile.ts';
import { insertAuditLog } from '@/modules/user/repository.ts';
import { maskCertNo, maskRealName } from './mask.ts';
import type { QrTokenProblem, QrTokens } from './qr-token.ts';
import { findRealNameUser, findVerifiedHolder, lockCertNo, markVerified, swapRole } from './repository.ts';
import type { RealNameUser } from './repository.ts';

/**
 * Real-name verification of an enterprise user (issue 5 point 12). A self-registered enterprise
 * signs in as raw role toVerified (business.md: not real-name verified, member_user_status '8');
 * giving its name and ID number, proven by an SMS to its own mobile or by a QR link issued to its
 * signed-in session, makes it raw role 'normal' with the role 'supplier', which opens applying for
 * financing and publishing requests. No identity register exists here to compare name and number
 * against: the number must pass GB 11643 and not be another verified user's of the tenant.
 */

type Services = Pick<FastifyInstance, 'db' | 'captcha' | 'sms' | 'passwords'>;

const TO_VERIFIED = 'toVerified';
/** What a verified enterprise user becomes (the demo's comp01 is the same). */
const VERIFIED_RAW_ROLE = 'normal';
const VERIFIED_ROLE = 'supplier';
const QR_TTL_MS = REAL_NAME_LIMITS.qrTokenMinutes * 60_000;

export const REAL_NAME_TEXTS = {
  alreadyVerified: 'realNameDone',
  certNoTaken: 'realNameCertNoTaken',
  noMobile: 'realNameNoMobile',
  qrMalformed: 'realNameQrMalformed',
  qrSignature: 'realNameQrSignature',
  qrExpired: 'realNameQrExpired',
  qrUsed: 'realNameQrUsed',
} as const satisfies Record<string, ValidationMessageKey>;

const QR_PROBLEM_TEXTS: Record<QrTokenProblem, ValidationMessageKey> = {
  malformed: REAL_NAME_TEXTS.qrMalformed,
  signature: REAL_NAME_TEXTS.qrSignature,
  expired: REAL_NAME_TEXTS.qrExpired,
};

/** The user is verified once recorded so, or when their raw role never needed it (comp01). */
const isVerified = (user: RealNameUser) =>
  user.realNameVerifiedAt !== null || user.rawRoleCode !== TO_VERIFIED;

function toStatus(user: RealNameUser): RealNameStatus {
  const verified = isVerified(user);
  return {
    verified,
    realName: verified && user.realName ? maskRealName(user.realName) : null,
    certNo: verified && user.certNo ? maskCertNo(user.certNo) : null,
    verifiedAt: user.realNameVerifiedAt?.toISOString() ?? null,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    userAgentRawRoleCode: user.rawRoleCode,
    userAgentRoleCode: user.roleCode,
  };
}

/** Only enterprise users verify a real name: institutions and operators are refused with -107. */
async function enterpriseUser(db: Db, userId: number): Promise<RealNameUser> {
  const user = await findRealNameUser(db, userId);
  if (!user || user.userType !== 'comp') throw forbidden();
  return user;
}

const alreadyVerified = () =>
  fieldError('user', 'notVerified', REAL_NAME_TEXTS.alreadyVerified, { code: ERROR_CODES.CONFLICT });

const certNoTaken = () =>
  fieldError('certNo', 'unique', REAL_NAME_TEXTS.certNoTaken, { code: ERROR_CODES.CONFLICT });

/** The checks that need no secret: not verified yet, the number not another user's. */
async function requireVerifiable(db: Db, user: RealNameUser, certNo: string): Promise<void> {
  if (isVerified(user)) throw alreadyVerified();
  if (await findVerifiedHolder(db, user.tenantId, certNo, user.id)) throw certNoTaken();
}

export async function realNameStatus(db: Db, userId: number): Promise<RealNameStatus> {
  return toStatus(await enterpriseUser(db, userId));
}

/** The image code first (111000), then a code to the account's own mobile. */
export async function sendRealNameCode(
  app: Services,
  userId: number,
  body: z.infer<typeof realNameSmsRequest>,
): Promise<{ resendAfterSeconds: number }> {
  const user = await enterpriseUser(app.db, userId);
  if (isVerified(user)) throw alreadyVerified();
  if (!user.mobile) throw fieldError('mobile', 'required', REAL_NAME_TEXTS.noMobile);
  await requireImageCode(app, body.reqSessionId, body.checkCode);
  return app.sms.send({ mobile: user.mobile, purpose: 'realName', tenantId: user.tenantId });
}

/**
 * Writes the verification, the role change and the audit row in one transaction, the duplicate
 * check repeated under a lock on the number so that a concurrent verification cannot slip past it.
 */
async function complete(
  db: Db,
  user: RealNameUser,
  identity: { realName: string; certNo: string },
  method: 'sms' | 'qr',
): Promise<RealNameUser> {
  await db.transaction(async (tx) => {
    await lockCertNo(tx, user.tenantId, identity.certNo);
    if (await findVerifiedHolder(tx, user.tenantId, identity.certNo, user.id)) throw certNoTaken();
    const done = await markVerified(tx, user.id, TO_VERIFIED, {
      ...identity,
      at: new Date(),
      rawRoleCode: VERIFIED_RAW_ROLE,
      roleCode: VERIFIED_ROLE,
    });
    if (!done) throw alreadyVerified();
    await swapRole(tx, { userId: user.id, tenantId: user.tenantId, from: TO_VERIFIED, to: VERIFIED_ROLE });
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'account.realname.verify',
      entity: 'user',
      entityId: String(user.id),
      detail: {
        method,
        certNo: maskCertNo(identity.certNo),
        rawRoleCode: { from: user.rawRoleCode, to: VERIFIED_RAW_ROLE },
        roleCode: { from: user.roleCode, to: VERIFIED_ROLE },
      },
    });
  });
  const updated = await findRealNameUser(db, user.id);
  if (!updated) throw forbidden();
  return updated;
}

/**
 * The in-page path. Every check runs before the SMS code is spent, so a refused number does not
 * cost the user their code; a wrong code (111002) or an expired one (111051) writes nothing.
 */
export async function verifyWithSms(
  app: Services,
  userId: number,
  body: z.infer<typeof realNameVerifyRequest>,
): Promise<RealNameStatus> {
  const user = await enterpriseUser(app.db, userId);
  await requireVerifiable(app.db, user, body.certNo);
  if (!user.mobile) throw fieldError('mobile', 'required', REAL_NAME_TEXTS.noMobile);
  await app.sms.verify({ mobile: user.mobile, purpose: 'realName', code: body.smsCode });
  return toStatus(await complete(app.db, user, body, 'sms'));
}

/** The QR path, step 1: a link for the phone, signed for this user and good for 10 minutes. */
export async function issueQrLink(
  db: Db,
  tokens: QrTokens,
  userId: number,
  origin: string,
): Promise<RealNameQrTokenReply> {
  const user = await enterpriseUser(db, userId);
  if (isVerified(user)) throw alreadyVerified();
  const { token, expiresAt } = await tokens.issue(user.id, QR_TTL_MS);
  const url = new URL(REAL_NAME_SCAN_PATH, origin);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

const qrRefused = (problem: keyof typeof QR_PROBLEM_TEXTS | 'used') =>
  fieldError('token', problem, problem === 'used' ? REAL_NAME_TEXTS.qrUsed : QR_PROBLEM_TEXTS[problem], {
    code: problem === 'used' ? ERROR_CODES.CONFLICT : ERROR_CODES.VALIDATION,
  });

/**
 * The user a link was issued to, while it is good: signed by us, not expired, its user still an
 * enterprise user that is not verified (a verified user means the link was used).
 */
async function qrUser(
  db: Db,
  tokens: QrTokens,
  token: string,
): Promise<{ user: RealNameUser; expiresAt: Date }> {
  const checked = await tokens.check(token);
  if (!checked.ok) throw qrRefused(checked.problem);
  const user = await findRealNameUser(db, checked.userId);
  // A link is issued only to an active enterprise user; anything else means it no longer applies.
  if (!user || user.userType !== 'comp' || user.status !== 'active') throw qrRefused('malformed');
  if (isVerified(user)) throw qrRefused('used');
  return { user, expiresAt: checked.expiresAt };
}

/** The QR path, on the phone: whose verification the link opens (shown before the form). */
export async function qrLinkInfo(db: Db, tokens: QrTokens, token: string): Promise<RealNameQrInfo> {
  const { user, expiresAt } = await qrUser(db, tokens, token);
  return { account: user.account, name: user.name, expiresAt: expiresAt.toISOString() };
}

/** The QR path, step 2: the phone sends name and number with the link's token; no SMS needed. */
export async function verifyWithQr(
  db: Db,
  tokens: QrTokens,
  body: z.infer<typeof realNameQrVerifyRequest>,
): Promise<{ realName: string; certNo: string }> {
  const { user } = await qrUser(db, tokens, body.token);
  await requireVerifiable(db, user, body.certNo);
  const updated = await complete(db, user, body, 'qr');
  return { realName: maskRealName(updated.realName ?? ''), certNo: maskCertNo(updated.certNo ?? '') };
}
