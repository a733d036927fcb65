import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@scf/shared';
import type { agreement, ValidationMessageKey } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { catalogueError, fieldError } from '@/lib/app-error.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { findDefaultTenant, findTenantByCode } from '@/modules/auth/repository.ts';
import type { TenantRow } from '@/modules/auth/repository.ts';
import {
  findAgreement,
  findRoleId,
  insertUser,
  insertUserRole,
  listRegistrationAgreements,
} from '@/modules/registration/repository.ts';
import type { AgreementRow } from '@/modules/registration/repository.ts';
import type {
  accountExistsBody,
  agreementDetailBody,
  agreementsBody,
  quickRegBody,
  regCodeBody,
} from '@/modules/registration/schemas.ts';
import { readNewPassword, requireImageCode } from '@/modules/user/credentials.ts';
import { realNameUrl } from '@/modules/user/real-name.ts';
import { findUserByAccount, findUserByMobile, insertAuditLog } from '@/modules/user/repository.ts';

/** Self-registration of an enterprise user (shell.md sections 2, 5, 7). */

type Services = Pick<FastifyInstance, 'db' | 'config' | 'captcha' | 'sms' | 'passwords'>;
type Data = Pick<FastifyInstance, 'db' | 'config'>;
type Agreement = z.infer<typeof agreement>;

/**
 * A self-registered enterprise has not proven who it is: it signs in at once but as 'toVerified'
 * (business.md: raw role toVerified = not real-name verified) until the real-name verification.
 */
const TO_VERIFIED = 'toVerified';

const REGISTRATION_TEXTS = {
  tenantUnknown: 'tenantUnknown',
  mobileRegistered: 'mobileRegistered',
} as const satisfies Record<string, ValidationMessageKey>;

/**
 * The tenant of a visitor's call, chosen as the sign-in chooses it (so a new account can sign in
 * where it registered): in tenant mode the one picked by its code (the tenantId of /getTenantList),
 * else, and when none is picked, the default tenant (the first one, T001 in the demo).
 */
export async function resolveTenant(
  { db, config }: Data,
  tenantCode: string | undefined,
): Promise<TenantRow> {
  const tenant =
    config.featureFlags.isTenantMode && tenantCode
      ? await findTenantByCode(db, tenantCode)
      : await findDefaultTenant(db);
  if (!tenant) throw fieldError('tenantId', 'exists', REGISTRATION_TEXTS.tenantUnknown);
  return tenant;
}

export async function isAccountExisted(app: Data, body: z.infer<typeof accountExistsBody>): Promise<boolean> {
  const tenant = await resolveTenant(app, body.tenantId);
  return (await findUserByAccount(app.db, tenant.id, body.userAccount)) !== undefined;
}

const accountTaken = () =>
  fieldError('userAccount', 'unique', 'accountExists', { code: ERROR_CODES.CONFLICT });

/** A mobile signs in to one account of a tenant (mobile login), so it registers only once. */
async function requireUnregisteredMobile(db: Db, tenantId: number, mobile: string): Promise<void> {
  if (await findUserByMobile(db, tenantId, mobile)) {
    throw fieldError('mobile', 'unique', REGISTRATION_TEXTS.mobileRegistered, { code: ERROR_CODES.CONFLICT });
  }
}

/** send_reg_code: the image code (111000), then the SMS to the mobile being registered. */
export async function sendRegistrationCode(
  app: Services,
  body: z.infer<typeof regCodeBody>,
): Promise<{ resendAfterSeconds: number }> {
  await requireImageCode(app, body.reqSessionId, body.checkCode);
  const tenant = await resolveTenant(app, body.tenantId);
  await requireUnregisteredMobile(app.db, tenant.id, body.mobile);
  return app.sms.send({ mobile: body.mobile, purpose: 'register', tenantId: tenant.id });
}

/**
 * quick_reg: every rule is checked before the SMS code is spent, and the user, its role and the
 * audit entry are written in one transaction. The reply's qrUrl opens the real-name verification.
 */
export async function register(
  app: Services,
  body: z.infer<typeof quickRegBody>,
  origin: string,
): Promise<{ userId: string; qrUrl: string }> {
  const tenant = await resolveTenant(app, body.tenantId);
  const password = await readNewPassword(app, body.keyId, body.userPwd, 'userPwd');
  if (await findUserByAccount(app.db, tenant.id, body.userAccount)) throw accountTaken();
  await requireUnregisteredMobile(app.db, tenant.id, body.mobile);
  const passwordHash = await hashPassword(password);
  await app.sms.verify({ mobile: body.mobile, purpose: 'register', code: body.smsCode });

  const userId = await app.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      tenantId: tenant.id,
      account: body.userAccount,
      // No enterprise record exists before the real-name verification; until then the company
      // name is what the portal calls this user.
      name: body.companyName,
      mobile: body.mobile,
      userType: 'comp',
      rawRoleCode: TO_VERIFIED,
      roleCode: TO_VERIFIED,
      passwordHash,
    });
    // Taken between the check above and now (two registrations racing for one account).
    if (id === undefined) throw accountTaken();
    const roleId = await findRoleId(tx, tenant.id, TO_VERIFIED);
    if (roleId !== undefined) await insertUserRole(tx, id, roleId);
    await insertAuditLog(tx, {
      tenantId: tenant.id,
      actorUserId: id,
      action: 'account.register',
      entity: 'user',
      entityId: String(id),
      detail: { account: body.userAccount, companyName: body.companyName, terminalType: body.terminalType },
    });
    return id;
  });
  return { userId: String(userId), qrUrl: realNameUrl(origin, { userId }) };
}

const toAgreement = (row: AgreementRow): Agreement => ({ ...row, id: String(row.id) });

export async function registrationAgreements(
  app: Data,
  body: z.infer<typeof agreementsBody>,
): Promise<Agreement[]> {
  const tenant = await resolveTenant(app, body?.tenantId);
  return (await listRegistrationAgreements(app.db, tenant.id)).map(toAgreement);
}

export async function registrationAgreement(
  app: Data,
  body: z.infer<typeof agreementDetailBody>,
): Promise<Agreement> {
  const tenant = await resolveTenant(app, body.tenantId);
  const id = /^\d{1,15}$/.test(body.id) ? Number(body.id) : undefined;
  const row = id === undefined ? undefined : await findAgreement(app.db, tenant.id, id);
  if (!row) throw catalogueError(ERROR_CODES.NOT_FOUND, 'notFound', { httpStatus: 404 });
  return toAgreement(row);
}
