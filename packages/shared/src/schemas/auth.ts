import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';
import { LIMITS, encryptedPassword, mobile, smsCode } from './fields.ts';

/** POST {auth-server}/getSecurityKey: key1 = RSA-OAEP (SHA-256) public key, SPKI base64; key2 = its id. */
export const securityKeyReply = z.object({ key1: z.string(), key2: z.string() });

/** POST|GET /getCheckCode: cc identifies the challenge, img is the picture as a data URL. */
export const checkCodeQuery = z.object({ length: z.coerce.number().int().min(4).max(5).optional() });
export const checkCodeReply = z.object({ cc: z.string(), img: z.string() });

/** GET /loginHasValidateCode?username=: whether the password login must carry an image code. */
export const hasValidateCodeQuery = z.object({ username: z.string().trim().max(LIMITS.username).optional() });
export const hasValidateCodeReply = z.object({ needCheckCode: z.boolean() });

/** GET /getTenantList. */
export const tenant = z.object({ tenantId: z.string(), tenantName: z.string(), kindCode: z.string() });
export const tenantListReply = z.object({ rows: z.array(tenant), total: z.number().int() });

/** The login form, password mode, as the user types it (plain password). */
export const passwordLoginForm = z.object({
  username: z.string().trim().min(1, 'loginUsernameRequired').max(LIMITS.username, 'loginUsernameMax'),
  password: z.string().min(1, 'loginPasswordRequired').min(LIMITS.passwordMin, 'loginPasswordMin'),
  tenantId: z.string().optional(),
  checkcode: z.string().trim().length(LIMITS.checkcodePassword, 'checkcodeLength5').optional(),
});

/** The tenant of tenant mode (isTenantMode) in the login and forgot-password forms: required there. */
export const tenantChoice = z.string('tenantRequired').min(1, 'tenantRequired');

/** The login form, mobile mode. */
export const mobileLoginForm = z.object({
  username: mobile.max(LIMITS.mobile, 'loginMobileMax'),
  checkcode: z.string().trim().length(LIMITS.checkcodeMobile, 'checkcodeLength4'),
  verifyCode: smsCode,
});

/** POST /api/user/login: what travels. */
export const loginRequest = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal('password'),
    username: passwordLoginForm.shape.username,
    /** Encrypted with key1; key2 names the key. */
    password: encryptedPassword,
    keyId: z.string().min(1).max(64),
    tenantId: z.string().max(64).optional(),
    tenantName: z.string().max(100).optional(),
    kindCode: z.string().max(32).optional(),
    checkcode: z.string().trim().max(LIMITS.checkcodePassword).optional(),
    /** The image challenge id (cc of /getCheckCode). */
    cc: z.string().max(128).optional(),
  }),
  z.object({
    loginType: z.literal('mobile'),
    username: mobileLoginForm.shape.username,
    checkcode: mobileLoginForm.shape.checkcode,
    verifyCode: smsCode,
    /** The image challenge id the SMS was requested with. */
    checkCodeToken: z.string().max(128),
    tenantId: z.string().max(64).optional(),
  }),
]);
export type LoginRequest = z.infer<typeof loginRequest>;

export const userType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userType>;

export const loginReply = z.object({
  userId: z.string(),
  userAgentName: z.string(),
  userAgentRawRoleCode: z.string(),
  userAgentRoleCode: z.string(),
  userType,
  tenantId: z.string(),
  tenantName: z.string(),
  tn: z.string(),
  lastLoginDateTime: z.string().nullable(),
  /** The account still has its default password: the forced change-password modal opens. */
  defaultPassword: z.boolean(),
});
export type LoginReply = z.infer<typeof loginReply>;

/** POST /getVerifyCode: the login SMS, guarded by the image code. */
export const loginSmsRequest = z.object({
  mobile,
  checkCode: z.string().trim().length(LIMITS.checkcodeMobile, 'checkcodeLength4'),
  reqSessionId: z.string().min(1).max(128),
  terminalType: z.string().max(16).optional(),
  tenantId: z.string().max(64).optional(),
});
export const smsSentReply = z.object({ resendAfterSeconds: z.number().int() });

/** POST /kickout: ends the sessions of the user named by key (an account); see docs/decisions.md. */
export const kickoutRequest = z.object({ key: z.string().trim().min(1).max(64) });

/** POST /api/user/unlock: leaves the lock screen with the password. */
export const unlockRequest = z.object({ password: encryptedPassword, keyId: z.string().min(1).max(64) });

/** GET /api/dev/outbox (demo mode only): the messages "sent" and the latest captcha answers. */
export const outboxReply = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), code: z.string(), at: z.string() })),
  captchas: z.array(z.object({ cc: z.string(), answer: z.string(), at: z.string() })),
});
