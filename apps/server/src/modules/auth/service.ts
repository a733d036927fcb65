import { randomBytes } from 'node:crypto';
import type { FeatureFlags, LoginReply, LoginRequest } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { fieldError } from '@/lib/app-error.ts';
import { LOOKBACK_MS, attemptStatus } from '@/modules/auth/attempt-policy.ts';
import {
  accountLocked,
  accountUnknown,
  checkCodeRequired,
  forbidden,
  graphicCodeWrong,
  loginFailed,
  passwordWrong,
} from '@/modules/auth/errors.ts';
import type { AttemptStatus } from '@/modules/auth/attempt-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from '@/modules/auth/password.ts';
import {
  endUserSessions,
  findAttempts,
  findDefaultTenant,
  findLoginUser,
  findLoginUserById,
  findLoginUsersByMobile,
  findTenantById,
  insertAttempt,
  recordSignIn,
} from '@/modules/auth/repository.ts';
import type { LoginUser, Rehash, TenantRow } from '@/modules/auth/repository.ts';
import type { PasswordCipher } from '@/modules/auth/security-key.ts';
import { AUTH_SESSION, ENDED_REASONS } from '@/modules/auth/session-keys.ts';
import { tenantByCode } from '@/modules/auth/default-tenant.ts';
import type { CaptchaService } from '@/modules/captcha/service.ts';
import type { Session } from '@/modules/session/service.ts';
import type { SmsService } from '@/modules/sms/service.ts';

type PasswordLogin = Extract<LoginRequest, { loginType: 'password' }>;
type MobileLogin = Extract<LoginRequest, { loginType: 'mobile' }>;

export interface AuthServiceDeps {
  db: Db;
  captcha: CaptchaService;
  sms: SmsService;
  passwords: PasswordCipher;
  flags: FeatureFlags;
  now?: () => Date;
}

/**
 * Unknown accounts are checked against this hash, so a sign-in takes as long whether or not the
 * account exists. Made once per process, from a password nobody knows.
 */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64')));

/** Sign-in, sign-out and the screen lock. Handlers pass the request's session and address. */
export class AuthService {
  private readonly db: Db;
  private readonly deps: AuthServiceDeps;
  private readonly now: () => Date;

  constructor(deps: AuthServiceDeps) {
    this.deps = deps;
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
    // Made now, in the background, so that not even the first unknown account takes longer.
    void dummyPasswordHash();
  }

  async status(account: string | null, ip: string): Promise<AttemptStatus> {
    const now = this.now();
    const attempts = await findAttempts(this.db, {
      account,
      ip,
      since: new Date(now.getTime() - LOOKBACK_MS),
    });
    return attemptStatus(attempts, { account, ip }, now);
  }

  /** The tenant a sign-in names: required in tenant mode, otherwise the default one. */
  private async tenantOf(tenantCode: string | undefined): Promise<TenantRow | undefined> {
    if (!this.deps.flags.isTenantMode) return findDefaultTenant(this.db);
    if (!tenantCode) throw fieldError('tenantId', 'required', 'tenantRequired');
    return tenantByCode(this.db, tenantCode);
  }

  async passwordLogin(input: PasswordLogin, session: Session, ip: string): Promise<LoginReply> {
    const account = input.username;
    // The account is read beside the attempts (a read, even for a sign-in refused below), so that
    // the password check follows one round trip to the database rather than two.
    const tenantRead = this.tenantOf(input.tenantId);
    const userRead = tenantRead.then((tenant) => tenant && findLoginUser(this.db, tenant.id, account));
    const [tenant, status, user] = await Promise.all([tenantRead, this.status(account, ip), userRead]);
    const password = await this.deps.passwords.decrypt(input.keyId, input.password);
    if (status.unlockAt) throw accountLocked(status.unlockAt, this.now());
    if (status.needCheckCode) {
      if (!input.checkcode || !input.cc) {
        throw checkCodeRequired();
      }
      if (!(await this.deps.captcha.consume(input.cc, input.checkcode))) throw graphicCodeWrong();
    }

    const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!tenant || !user || !passwordOk || user.status !== 'active') {
      const now = this.now();
      await insertAttempt(this.db, { tenantId: tenant?.id ?? null, account, ip, success: false, at: now });
      const after = await this.status(account, ip);
      if (after.unlockAt) throw accountLocked(after.unlockAt, now);
      throw loginFailed(after.needCheckCode);
    }
    // A password stored at an older cost is hashed again at today's, now that it is at hand.
    const rehash = needsRehash(user.passwordHash)
      ? { verified: user.passwordHash, replacement: await hashPassword(password) }
      : undefined;
    return this.signIn(session, tenant, user, ip, rehash);
  }

  /** The image code was answered when the SMS was requested (POST /getVerifyCode). */
  async mobileLogin(input: MobileLogin, session: Session, ip: string): Promise<LoginReply> {
    await this.deps.sms.verify({ mobile: input.username, purpose: 'login', code: input.verifyCode });
    let tenantId: number | null = null;
    if (input.tenantId || !this.deps.flags.isTenantMode) {
      const tenant = await this.tenantOf(input.tenantId);
      if (!tenant) throw loginFailed(false);
      tenantId = tenant.id;
    }
    const candidates = (await findLoginUsersByMobile(this.db, input.username, tenantId)).filter(
      (u) => u.status === 'active',
    );
    if (candidates.length > 1) throw fieldError('tenantId', 'required', 'tenantRequired');
    const user = candidates[0];
    if (!user) throw loginFailed(false);
    const { unlockAt } = await this.status(user.account, ip);
    if (unlockAt) throw accountLocked(unlockAt, this.now());
    const tenant = await findTenantById(this.db, user.tenantId);
    if (!tenant) throw new Error(`tenant ${user.tenantId} of user ${user.id} is missing`);
    return this.signIn(session, tenant, user, ip);
  }

  /**
   * A new session id (an id planted before sign-in is worthless after it), the user and tenant
   * stored in it, and every older session of the user ended as 'replaced' (they answer -101).
   */
  private async signIn(
    session: Session,
    tenant: TenantRow,
    user: LoginUser,
    ip: string,
    rehash?: Rehash,
  ): Promise<LoginReply> {
    const now = this.now();
    await session.regenerate();
    const tn = randomBytes(24).toString('base64url');
    session.userId = user.id;
    session.tenantId = tenant.id;
    session.set(AUTH_SESSION.tn, tn);
    session.set(AUTH_SESSION.activeAt, now.getTime());
    session.set(AUTH_SESSION.lockedAt, undefined);
    session.set(AUTH_SESSION.previousLoginAt, user.lastLoginAt?.toISOString() ?? null);
    // The new session has no row until the reply is sent, so only the older ones are ended here.
    await recordSignIn(this.db, {
      tenantId: tenant.id,
      userId: user.id,
      account: user.account,
      ip,
      at: now,
      endedReason: ENDED_REASONS.replaced,
      rehash,
    });
    return {
      userId: String(user.id),
      userAgentName: user.name,
      userAgentRawRoleCode: user.rawRoleCode,
      userAgentRoleCode: user.roleCodes[0] ?? user.roleCode,
      userType: user.userType,
      tenantId: tenant.code,
      tenantName: tenant.name,
      tn,
      lastLoginDateTime: user.lastLoginAt?.toISOString() ?? null,
      defaultPassword: user.passwordIsDefault,
    };
  }

  /** POST /getVerifyCode: the image code guards the SMS. */
  async sendLoginSms(input: { mobile: string; checkCode: string; reqSessionId: string }) {
    if (!(await this.deps.captcha.consume(input.reqSessionId, input.checkCode))) throw graphicCodeWrong();
    return this.deps.sms.send({ mobile: input.mobile, purpose: 'login' });
  }

  lock(session: Session): void {
    if (session.get(AUTH_SESSION.lockedAt) === undefined)
      session.set(AUTH_SESSION.lockedAt, this.now().getTime());
  }

  /**
   * Leaves the lock screen with the password. Wrong passwords count as failed sign-ins of the
   * account: the fifth within 15 minutes locks the account and ends this session.
   */
  async unlock(session: Session, userId: number, input: { password: string; keyId: string }, ip: string) {
    const password = await this.deps.passwords.decrypt(input.keyId, input.password);
    const user = await findLoginUserById(this.db, userId);
    if (!user) throw new Error(`user ${userId} vanished while signed in`);
    const before = await this.status(user.account, ip);
    if (before.unlockAt) {
      await session.destroy();
      throw accountLocked(before.unlockAt, this.now());
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      const now = this.now();
      await insertAttempt(this.db, {
        tenantId: user.tenantId,
        account: user.account,
        ip,
        success: false,
        at: now,
      });
      const after = await this.status(user.account, ip);
      if (after.unlockAt) {
        await session.destroy();
        throw accountLocked(after.unlockAt, now);
      }
      throw passwordWrong();
    }
    session.set(AUTH_SESSION.lockedAt, undefined);
    session.set(AUTH_SESSION.activeAt, this.now().getTime());
  }

  /**
   * POST /kickout: ends every session of the account `key` in the caller's tenant. The account
   * itself may do it (signing out its other devices; this session gets a new id and stays signed
   * in); an operator may do it for any account of the tenant. Anyone else gets -107.
   */
  async kickout(
    session: Session,
    caller: { id: number; tenantId: number; account: string; userType: string },
    key: string,
  ): Promise<void> {
    if (key === caller.account) {
      await session.regenerate();
      await endUserSessions(this.db, caller.id, ENDED_REASONS.kicked);
      return;
    }
    if (caller.userType !== 'operator') {
      throw forbidden();
    }
    const target = await findLoginUser(this.db, caller.tenantId, key);
    if (!target) throw accountUnknown();
    await endUserSessions(this.db, target.id, ENDED_REASONS.kicked);
  }
}
