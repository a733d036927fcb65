import { z } from 'zod';
import { graphicCode, smsCode } from './fields.ts';
import { residentIdField } from './member.ts';

/**
 * Real-name verification of an enterprise user (business.md: /member/realname; issue 5 point 12).
 * Paths are ours, the spec shows none:
 * - GET  /api/member/realname/status           the signed-in user's state (comp users only)
 * - POST /api/member/realname/send_sms_code    image code, then an SMS to the user's own mobile
 * - POST /api/member/realname/verify           name + ID number + SMS code (in-page path)
 * - POST /api/member/realname/qr_token         a signed one-time link for the phone (QR path)
 * - POST /api/member/realname/qr_info          public: whose verification a link opens, or why not
 * - POST /api/member/realname/qr_verify        public: name + ID number with the link's token
 */

/** The public phone page a QR code opens (`?token=`); the web's route table lists it. */
export const REAL_NAME_SCAN_PATH = '/member/realname/scan';

export const REAL_NAME_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  /** A QR link is good for this long. */
  qrTokenMinutes: 10,
  /** How often the desktop page asks whether the phone has finished. */
  statusPollSeconds: 3,
} as const;

/**
 * Chinese characters, with the middle dot between the parts of a transliterated name
 * (阿依古丽·买买提); the dot is accepted in its common look-alikes and stored as '·'.
 */
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const MIDDLE_DOTS = /[•・‧∙⋅]/g;

/** The person's name as on the ID card: 2-30 characters, Chinese. */
export const realNameField = z
  .string('realNameRequired')
  .trim()
  .min(1, { message: 'realNameRequired', abort: true })
  .transform((value) => value.replace(MIDDLE_DOTS, '·'))
  .pipe(
    z
      .string()
      .min(REAL_NAME_LIMITS.nameMin, { message: 'realNameLength', abort: true })
      .max(REAL_NAME_LIMITS.nameMax, { message: 'realNameLength', abort: true })
      .regex(CHINESE_NAME, 'realNameChinese'),
  );

/** The in-page form as typed: name, ID number, the image code that guards the SMS and the SMS code. */
export const realNameForm = z.object({
  realName: realNameField,
  certNo: residentIdField,
  imageCode: graphicCode,
  smsCode,
});

/** POST send_sms_code: the SMS goes to the signed-in user's own mobile, so none is sent. */
export const realNameSmsRequest = z.object({
  reqSessionId: z.string().min(1).max(128),
  checkCode: graphicCode,
});

/** POST verify. */
export const realNameVerifyRequest = z.object({ realName: realNameField, certNo: residentIdField, smsCode });

/** A QR link's token: `<userId>.<expiry ms>.<HMAC>`, all base64url-safe characters. */
export const realNameQrToken = z
  .string('realNameQrInvalid')
  .trim()
  .min(1, 'realNameQrInvalid')
  .max(200, 'realNameQrInvalid');

/** The phone form: no SMS, the token proves whose verification it is. */
export const realNameQrForm = z.object({ realName: realNameField, certNo: residentIdField });
export const realNameQrVerifyRequest = realNameQrForm.extend({ token: realNameQrToken });
export const realNameQrInfoRequest = z.object({ token: realNameQrToken });

/**
 * The state of the signed-in user. Name and ID number only masked (*三, 110***********1234); the
 * role codes are the session keys userAgentRawRoleCode / userAgentRoleCode as they are now, so the
 * web can update what the sign-in stored.
 */
export const realNameStatus = z.object({
  verified: z.boolean(),
  realName: z.string().nullable(),
  certNo: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The mobile the SMS goes to, masked (138****8000); null when the account has none. */
  mobile: z.string().nullable(),
  userAgentRawRoleCode: z.string(),
  userAgentRoleCode: z.string(),
});
export type RealNameStatus = z.infer<typeof realNameStatus>;

export const realNameQrTokenReply = z.object({
  /** Absolute address of the phone page carrying the token: what the QR code shows. */
  url: z.string(),
  expiresAt: z.string(),
});
export type RealNameQrTokenReply = z.infer<typeof realNameQrTokenReply>;

/** Whose verification a link opens: the account and company name, masked mobile; the expiry. */
export const realNameQrInfo = z.object({
  account: z.string(),
  name: z.string(),
  expiresAt: z.string(),
});
export type RealNameQrInfo = z.infer<typeof realNameQrInfo>;

export const realNameQrVerifyReply = z.object({ realName: z.string(), certNo: z.string() });
