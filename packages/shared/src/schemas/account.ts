import { z } from 'zod';
import { LIMITS, account, encryptedPassword, graphicCode, mobile, smsCode } from './fields.ts';

/** POST /g/eclp-server-new/v/api/member/reg/is_account_existed → data: boolean. */
export const accountExistsRequest = z.object({ userAccount: account });

/** POST .../get_mobile_by_account → data.mobile masked for display, the real one never leaves. */
export const mobileByAccountRequest = z.object({
  userAccount: z.string().trim().min(1, 'required').max(LIMITS.username),
});
export const mobileByAccountReply = z.object({ mobile: z.string() });

/** POST /api/member/reg/send_reg_code and /send_forget_sms_code. */
export const regSmsRequest = z.object({
  mobile: mobile.optional(),
  reqSessionId: z.string().min(1).max(128),
  checkCode: graphicCode,
  userAccount: z.string().trim().max(LIMITS.username).optional(),
});

/** The quick-registration form, step 1 as typed (plain passwords). */
export const quickRegStep1Form = z
  .object({
    userAccount: account,
    companyName: z.string().trim().min(1, 'companyNameRequired').max(LIMITS.companyName, 'companyNameMax'),
    password: z.string().min(1, 'loginPasswordRequired'),
    confirmPassword: z.string().min(1, 'confirmPasswordRequired'),
    agreement: z.literal(true, 'agreementRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'confirmPasswordMismatch',
    path: ['confirmPassword'],
  });

/** POST /api/member/reg/quick_reg: what travels. */
export const quickRegRequest = z.object({
  userAccount: account,
  companyName: quickRegStep1Form.shape.companyName,
  mobile,
  smsCode,
  userPwd: encryptedPassword,
  keyId: z.string().min(1).max(64),
  terminalType: z.string().max(16).default('pc'),
});
/** A QR url in the reply opens the real-name dialog. */
export const quickRegReply = z.object({ userId: z.string(), qrUrl: z.string().nullable() });

/** POST /api/member/reg/forget_reset_pwd. */
export const resetPasswordRequest = z.object({
  userAccount: z.string().trim().min(1, 'required').max(LIMITS.username),
  smsCode,
  newPwd: encryptedPassword,
  keyId: z.string().min(1).max(64),
});

/** POST /api/portal/fsp/member/get_reg_agreement and reg_agreement_detail. */
export const agreement = z.object({ id: z.string(), articleName: z.string(), articleText: z.string() });
export const agreementDetailRequest = z.object({ id: z.string().min(1).max(64) });

/** GET /api/user/getCurrUser. */
export const currentUser = z.object({
  userId: z.string(),
  name: z.string(),
  realName: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  jobNo: z.string().nullable(),
  position: z.string().nullable(),
  account: z.string(),
  userType: z.enum(['comp', 'financeOrg', 'operator']),
  tenantName: z.string(),
  lastLoginDateTime: z.string().nullable(),
});

export type CurrentUser = z.infer<typeof currentUser>;

/** POST /api/user/modifyCurrUserInfo. */
export const modifyUserInfoRequest = z.object({
  name: z.string().trim().min(1, 'required').max(LIMITS.name, 'nameMax'),
  jobNo: z.string().trim().max(LIMITS.jobNo, 'jobNoMax').optional(),
  email: z
    .union([z.literal(''), z.string().trim().max(LIMITS.email, 'emailMax').email('emailFormat')])
    .optional(),
  position: z.string().trim().max(LIMITS.position, 'positionMax').optional(),
});

/** POST /api/user/resetPwd (change password while signed in). */
export const changePasswordForm = z
  .object({
    pwd: z.string().min(1, 'loginPasswordEnter'),
    resetedPwd: z.string().min(1, 'loginPasswordRequired').max(LIMITS.passwordMax, 'newPasswordMax'),
    confirmPwd: z.string().min(1, 'confirmPasswordRequired'),
  })
  .refine((v) => v.resetedPwd === v.confirmPwd, { message: 'confirmPasswordMismatch', path: ['confirmPwd'] });
export const changePasswordRequest = z.object({
  pwd: encryptedPassword,
  resetedPwd: encryptedPassword,
  keyId: z.string().min(1).max(64),
  pwdType: z.literal('password').default('password'),
  tn: z.string().max(256).optional(),
});

/** POST /api/user/modify_mobile_send. */
export const modifyMobileSendRequest = z.object({
  chkcodeReqId: z.string().min(1).max(128),
  chkcode: graphicCode,
  mobile,
});
/** POST /api/user/modify_mobile. */
export const modifyMobileRequest = z.object({
  password: encryptedPassword,
  keyId: z.string().min(1).max(64),
  smsCode,
  mobile,
});

/** POST /api/third_auths/auths_url. */
export const thirdAuthRequest = z.object({
  redirectUrl: z.string().trim().max(512),
  identityType: z.string().trim().max(32),
  terminalType: z.string().max(16).optional(),
});
export const thirdAuthReply = z.object({ url: z.string() });
