import { z } from 'zod';
import { MOBILE_PATTERN, LIMITS as FIELD_LIMITS } from './fields.ts';
import { fileHash } from './file.ts';
import { normalizeUscc, usccProblem, type UsccProblem } from '../validators/uscc.ts';
import { normalizeResidentId, residentIdProblem, type ResidentIdProblem } from '../validators/resident-id.ts';
import type { ValidationMessageKey } from '../messages.ts';

/**
 * The enterprise registration wizard (business.md sections 2, 3, 5 and 9; issue 5): step 0 enterprise
 * basic info, step 1 legal representative (with the settlement bank), step 2 operators and the
 * authorization letter, and the app_reg_comp request the finish button sends. Messages are
 * validation keys; a required wizard field says '输入不能为空' (inputRequired).
 */

export const MEMBER_LIMITS = {
  enterpriseName: 100,
  uscc: 20,
  legalRepr: 20,
  address: 100,
  idCard: 18,
  personName: 30,
  wxId: 30,
  bankAccount: 30,
  bankName: 15,
  openBankName: 60,
  mobile: 11,
  legalCheckCode: 4,
  imageCode: FIELD_LIMITS.graphicCode,
  smsCode: FIELD_LIMITS.smsCode,
  email: FIELD_LIMITS.email,
  /** Operators per role (section 9). */
  operatorsPerRole: 5,
} as const;

/** Optional area code (0 and 2-3 digits, optional hyphen), then 7-8 digits. */
export const FAX_PATTERN = /^(0\d{2,3}-?)?\d{7,8}$/;
export const CERT_NO_PATTERN = /^[A-Za-z0-9]+$/;
export const LEGAL_CHECK_CODE_PATTERN = /^\d{4}$/;
export const REGION_CODE_PATTERN = /^\d{6}$/;

const USCC_MESSAGES: Record<UsccProblem, ValidationMessageKey> = {
  format: 'usccFormat',
  typeCode: 'usccTypeCode',
  checkChar: 'usccCheckChar',
};
const RESIDENT_ID_MESSAGES: Record<ResidentIdProblem, ValidationMessageKey> = {
  format: 'idCardFormat',
  region: 'idCardRegion',
  birthDate: 'idCardBirthDate',
  checkDigit: 'idCardCheckDigit',
};

/** A required text of the wizard: trimmed, '输入不能为空' when empty, a length limit with its message. */
const requiredText = (max: number, maxMessage?: ValidationMessageKey) =>
  z.string('inputRequired').trim().min(1, 'inputRequired').max(max, maxMessage);

/** A picture or file reference (URL of the store) that must be there. */
const requiredFileUrl = z.string('inputRequired').trim().min(1, 'inputRequired').max(512);

/** Unified social credit code: at most 20 characters typed, then GB 32100; stored upper case. */
export const usccField = z
  .string('inputRequired')
  .trim()
  .min(1, 'inputRequired')
  .max(MEMBER_LIMITS.uscc, 'usccMax')
  .transform(normalizeUscc)
  .superRefine((value, ctx) => {
    const problem = usccProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: USCC_MESSAGES[problem], input: value });
  });

/**
 * 18-character resident ID number: '身份证格式不正确' for the shape, then the GB 11643 region, birth
 * date and check digit; a lower-case x is stored as X.
 */
export const residentIdField = z
  .string('inputRequired')
  .trim()
  .min(1, 'inputRequired')
  .transform(normalizeResidentId)
  .superRefine((value, ctx) => {
    const problem = residentIdProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: RESIDENT_ID_MESSAGES[problem], input: value });
  });

/** A mobile phone of the wizard: 11 digits starting 13-19 ('移动电话格式不正确'). */
export const wizardMobile = z
  .string('inputRequired')
  .trim()
  .min(1, { message: 'inputRequired', abort: true })
  .regex(MOBILE_PATTERN, 'mobilePhoneFormat');

/** Fax: optional, area code then 7-8 digits. */
export const fax = z.union([z.literal(''), z.string().trim().regex(FAX_PATTERN, 'faxFormat')]).optional();
/** A certificate number other than the resident ID: letters and digits only. */
export const certificateNo = z
  .string()
  .trim()
  .min(1, 'inputRequired')
  .max(30)
  .regex(CERT_NO_PATTERN, 'certNoFormat');

/** The legal-representative extra check: the last four digits of the legal person's mobile. */
export const legalCheckCode = z
  .string('legalCheckCodeFormat')
  .trim()
  .regex(LEGAL_CHECK_CODE_PATTERN, 'legalCheckCodeFormat');

const yesNo = z.enum(['1', '0'], 'inputRequired');
/** Company scale: 0 large, 1 medium, 2 small/micro. */
export const companyScale = z.enum(['0', '1', '2'], 'inputRequired');

/** Step 0: enterprise basic info (the licence fields are filled by OCR and may be corrected). */
export const compInfo = z.object(
  {
    enterpriseName: requiredText(MEMBER_LIMITS.enterpriseName, 'enterpriseNameMax'),
    /** The unified social credit code. */
    enterpriseInfo: usccField,
    legalRepr: requiredText(MEMBER_LIMITS.legalRepr, 'legalReprMax'),
    /** Business term, 'start - end'; '9999-12-31' as end means long-term. */
    validityTerm: requiredText(50),
    /** Address on the licence. */
    businessAddr: requiredText(MEMBER_LIMITS.address, 'addressMax'),
    /** Office address, with its province / city / district codes. */
    address: requiredText(MEMBER_LIMITS.address, 'addressMax'),
    addressCodeList: z
      .array(z.string().regex(REGION_CODE_PATTERN, 'inputRequired'), 'inputRequired')
      .min(1, 'inputRequired')
      .max(3),
    contactName: requiredText(MEMBER_LIMITS.personName, 'personNameMax'),
    contactMobile: wizardMobile,
    /** Optional; when given at most 30 characters and an email address. */
    contactEmail: z
      .string()
      .trim()
      .max(MEMBER_LIMITS.email, { message: 'emailMax', abort: true })
      .refine((value) => value === '' || z.regexes.email.test(value), 'emailFormat')
      .optional(),
    fax,
    /** The business licence picture. */
    taxCertImgUrl: requiredFileUrl,
    /** The invoice; a white-listed enterprise (memberWhiteStatus) may go without. */
    billUrl: z.string().trim().max(512).optional(),
    companyScale,
    isGreenEnterprise: yesNo,
    industryCode: requiredText(32),
    isAgricultural: yesNo,
  },
  'inputRequired',
);
export type CompInfo = z.infer<typeof compInfo>;

/** Step 1, legal representative (filled from the ID card by OCR). */
export const legalPersonInfo = z.object(
  {
    legalPerson: requiredText(MEMBER_LIMITS.personName, 'personNameMax'),
    legalpersonIcFront: requiredFileUrl,
    legalpersonicback: requiredFileUrl,
    legalPersonMobile: wizardMobile,
    legalPersonCertNo: residentIdField,
    /** ID card validity, the two dates '-' separated, or ending in long-term. */
    legalpersonicvalidity: requiredText(50),
  },
  'inputRequired',
);
export type LegalPersonInfo = z.infer<typeof legalPersonInfo>;

/** Step 1, settlement bank: a bank of the fixed list and its branch (searched or the default one). */
export const memberBankInfo = z.object(
  {
    bankName: requiredText(MEMBER_LIMITS.bankName, 'bankNameMax'),
    openBankName: requiredText(MEMBER_LIMITS.openBankName, 'openBankNameMax'),
    openBankCode: requiredText(32),
    openBankAccount: requiredText(MEMBER_LIMITS.bankAccount, 'bankAccountMax'),
  },
  'inputRequired',
);
export type MemberBankInfo = z.infer<typeof memberBankInfo>;

/** operating_sup = handling role (经办), review_sup = reviewing role (复核). */
export const operatorType = z.enum(['operating_sup', 'review_sup'], 'inputRequired');
export type OperatorType = z.infer<typeof operatorType>;

/** One row of the operators table. */
export const operatorRow = z.object({
  operatorName: requiredText(MEMBER_LIMITS.personName, 'personNameMax'),
  operatorMobile: wizardMobile,
  operatorCertNo: residentIdField,
  wxId: z.string().trim().max(MEMBER_LIMITS.wxId, 'wxIdMax').optional(),
  operatorType,
});
export type OperatorRow = z.infer<typeof operatorRow>;

/**
 * Whether a row has every required cell filled (the table's '请先完善信息' before adding another);
 * formats are left to the schema.
 */
export const isOperatorRowComplete = (row: Partial<Record<keyof OperatorRow, unknown>>): boolean =>
  (['operatorName', 'operatorMobile', 'operatorCertNo', 'operatorType'] as const).every(
    (key) => typeof row[key] === 'string' && row[key].trim() !== '',
  );

const ROLE_MAX_MESSAGES: Record<OperatorType, ValidationMessageKey> = {
  operating_sup: 'operatingSupMax',
  review_sup: 'reviewSupMax',
};

/**
 * The operators: at least one, at most 5 per role (issue on the list), phones and ID numbers
 * distinct (issue on the cell of the later duplicate). The list rules run even when a row has other
 * errors, so the table shows them all at once.
 */
export const operatorInfoList = z
  .array(operatorRow, 'operatorRequired')
  .min(1, 'operatorRequired')
  .superRefine(
    (rows, ctx) => {
      const text = (value: unknown, normalize: (v: string) => string) =>
        typeof value === 'string' && value.trim() !== '' ? normalize(value) : null;
      const counts: Record<OperatorType, number> = { operating_sup: 0, review_sup: 0 };
      const mobiles = new Set<string>();
      const certNos = new Set<string>();
      rows.forEach((row: unknown, index) => {
        if (typeof row !== 'object' || row === null) return;
        const cells = row as Record<string, unknown>;
        const type = cells.operatorType;
        if (type === 'operating_sup' || type === 'review_sup') counts[type] += 1;
        const mobile = text(cells.operatorMobile, (v) => v.trim());
        if (mobile !== null) {
          if (mobiles.has(mobile)) {
            ctx.addIssue({
              code: 'custom',
              message: 'operatorMobileDuplicate',
              path: [index, 'operatorMobile'],
            });
          }
          mobiles.add(mobile);
        }
        const certNo = text(cells.operatorCertNo, normalizeResidentId);
        if (certNo !== null) {
          if (certNos.has(certNo)) {
            ctx.addIssue({
              code: 'custom',
              message: 'operatorCertNoDuplicate',
              path: [index, 'operatorCertNo'],
            });
          }
          certNos.add(certNo);
        }
      });
      for (const type of operatorType.options) {
        if (counts[type] > MEMBER_LIMITS.operatorsPerRole) {
          ctx.addIssue({ code: 'custom', message: ROLE_MAX_MESSAGES[type] });
        }
      }
    },
    { when: (payload) => Array.isArray(payload.value) && payload.value.length > 0 },
  );

/** Step 0 form. */
export const registrationStep0Form = compInfo;
/** Step 1 form: the legal representative and the settlement bank. */
export const registrationStep1Form = legalPersonInfo.extend(memberBankInfo.shape);
/** Step 2 form: the operators and the authorization letter tick (checked before finish). */
export const registrationStep2Form = z.object({
  operatorInfoList,
  authorizationAgreed: z.literal(true, 'authorizationRequired'),
});
/** The step forms in order: "next" validates `registrationStepForms[step]` only. */
export const registrationStepForms = [
  registrationStep0Form,
  registrationStep1Form,
  registrationStep2Form,
] as const;

/** The legal-representative check dialog (needExtraCheck '1'). */
export const legalCheckForm = z.object({ checkCode: legalCheckCode });

/** An uploaded file as the registration references it (the spec's attachment file). */
export const attachmentFile = z.object(
  {
    fileName: z.string().trim().min(1, 'inputRequired').max(255),
    filePath: z.string().trim().min(1, 'inputRequired').max(512),
    originalFileName: z.string().trim().min(1, 'inputRequired').max(255),
    fileHash,
  },
  'inputRequired',
);
export type AttachmentFile = z.infer<typeof attachmentFile>;

/**
 * POST /api/member/app_reg_comp (camelCase here; snake_case on the wire). The invoice may be absent
 * for a white-listed enterprise and the check code when no extra check was asked: the server decides
 * whether they are needed.
 */
export const appRegCompRequest = z.object({
  compInfo,
  legalPersonInfo,
  operatorInfoList,
  memberBankInfo,
  businessLicenseFile: attachmentFile,
  invoiceFile: attachmentFile.optional(),
  checkCode: legalCheckCode.optional(),
});
export type AppRegCompRequest = z.infer<typeof appRegCompRequest>;

/** POST /api/member/get_member_by_usccode and /need_extra_check. */
export const memberByUsccRequest = z.object({ uscCode: usccField });
export const needExtraCheckRequest = z.object({ uscCode: usccField });
export const needExtraCheckReply = z.object({
  memberWhiteStatus: z.string().nullable(),
  needExtraCheck: z.string(),
});
/** POST /api/member/check_legal_cert_no. */
export const checkLegalCertNoRequest = z.object({ uscCode: usccField, checkCode: legalCheckCode });
