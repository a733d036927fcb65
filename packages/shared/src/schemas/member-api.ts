import { z } from 'zod';
import type { ErrorMessageKey } from '../errors.ts';
import { messageParams } from '../envelope.ts';
import { usccField } from './member.ts';
import { ocrFileRef } from './ocr.ts';

/**
 * Replies and the requests of the registration calls that the wizard's form schemas (member.ts) do
 * not cover (business.md section 7 "Registration and verification"). camelCase here, snake_case on
 * the wire.
 *
 *   POST /api/member/get_member_by_usccode     usc_code → status
 *   POST /api/member/need_extra_check          usc_code → memberWhiteStatus, needExtraCheck
 *   POST /api/member/check_legal_cert_no       usc_code, check_code → error_info 校验通过
 *   POST /api/member/app_reg_comp              → data null
 *   POST /api/member/get_industry_group        → rows value, desc
 *   POST /api/member/create_letter             enterprise data → hash, type
 *   POST /api/portal/eclp/query_bank_no        branch_name, bank_code? → rows branchCode, branchName
 *   POST /client/attachment/attachment_usage/list   biz_type AUTH_REGISTER → rows
 *   POST /api/member/invoice_check             file_name, company_name, usc_code? → isSuccess, errorMsg
 */

/** Registration statuses: the spec's 0, 5 and 7, and 1 approved (docs/decisions.md). */
export const REGISTRATION_STATUS = { pending: 0, approved: 1, disabled: 5, rejected: 7 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

/** The statuses that stop the wizard, with their message (errors catalogue keys). */
export const BLOCKING_STATUS_MESSAGES: Readonly<Record<number, ErrorMessageKey>> = {
  [REGISTRATION_STATUS.pending]: 'supplierPending',
  [REGISTRATION_STATUS.disabled]: 'supplierDisabled',
  [REGISTRATION_STATUS.rejected]: 'supplierRejected',
};

/** get_member_by_usccode: the status of the code's newest registration, null when there is none. */
export const memberByUsccReply = z.object({ status: z.number().int().nullable() });
export type MemberByUsccReply = z.infer<typeof memberByUsccReply>;

/** check_legal_cert_no: on success error_info is 校验通过 and data says so too. */
export const checkLegalCertNoReply = z.object({ passed: z.literal(true) });

/** app_reg_comp: empty data means success (the spec). */
export const appRegCompReply = z.null();

/** create_letter: the enterprise data the authorization letter names. */
export const createLetterRequest = z.object({
  enterpriseName: z.string('inputRequired').trim().min(1, 'inputRequired').max(100, 'enterpriseNameMax'),
  enterpriseInfo: usccField,
  legalRepr: z.string('inputRequired').trim().min(1, 'inputRequired').max(20, 'legalReprMax'),
});
export type CreateLetterRequest = z.infer<typeof createLetterRequest>;
/** The stored letter: its hash in the file store (served at /api/files/<hash>) and its type. */
export const createLetterReply = z.object({ hash: z.string(), type: z.string() });

export const BRANCH_KEYWORD_MAX = 60;
/** Rows a branch search answers at most: a keyword narrows, the list never pages. */
export const BRANCH_SEARCH_LIMIT = 50;

/** query_bank_no: a keyword of the branch name, optionally within one bank of the fixed list. */
export const queryBankNoRequest = z.object({
  branchName: z
    .string('branchKeywordRequired')
    .trim()
    .min(1, 'branchKeywordRequired')
    .max(BRANCH_KEYWORD_MAX, 'branchKeywordMax'),
  bankCode: z.string().trim().max(16, 'bankCodeRule').optional(),
});
export type QueryBankNoRequest = z.infer<typeof queryBankNoRequest>;
export const bankBranchRow = z.object({ branchCode: z.string(), branchName: z.string() });
export type BankBranchRow = z.infer<typeof bankBranchRow>;
export const queryBankNoReply = z.object({ rows: z.array(bankBranchRow), total: z.number().int() });

export const ATTACHMENT_BIZ_TYPES = ['AUTH_REGISTER'] as const;
export const attachmentUsageRequest = z.object({ bizType: z.enum(ATTACHMENT_BIZ_TYPES, 'bizTypeRule') });

/**
 * A document a business needs: id and defId name the definition, fileName its name (zh-CN),
 * fileTypes the accepted extensions (comma-separated), maxSizeKb and maxCount the upload limits.
 */
export const attachmentUsageRow = z.object({
  id: z.number().int(),
  bizType: z.enum(ATTACHMENT_BIZ_TYPES),
  defId: z.string(),
  fileName: z.string(),
  fileTypes: z.string(),
  maxSizeKb: z.number().int(),
  maxCount: z.number().int(),
  required: z.boolean(),
  /** Whether the wizard's white-list rule (memberWhiteStatus) waives it. */
  waivedForWhiteList: z.boolean(),
  remark: z.string(),
});
export type AttachmentUsageRow = z.infer<typeof attachmentUsageRow>;
export const attachmentUsageReply = z.object({ rows: z.array(attachmentUsageRow), total: z.number().int() });

/**
 * invoice_check: the uploaded electronic invoice (`file_name` as the upload returned it: hash, path
 * or stored name) must be of the last six months, issued by `company_name` (and by `usc_code`'s
 * enterprise when given) to a buyer that is a member of the platform.
 */
export const invoiceCheckRequest = z.object({
  fileName: ocrFileRef,
  companyName: z.string('inputRequired').trim().min(1, 'inputRequired').max(100, 'enterpriseNameMax'),
  uscCode: usccField.optional(),
});
export type InvoiceCheckRequest = z.infer<typeof invoiceCheckRequest>;

/** Why an invoice failed its check; errorMsg says it in words (with the date or name at fault). */
export const INVOICE_FAILURES = [
  'fileMissing',
  'notPdf',
  'unreadable',
  'noText',
  'fieldsUnreadable',
  'futureDate',
  'tooOld',
  'sellerName',
  'sellerTaxId',
  'buyerNotMember',
] as const;
export type InvoiceFailure = (typeof INVOICE_FAILURES)[number];

/**
 * A failed check is a reply, not an error: isSuccess false, errorMsg the server's message (zh-CN),
 * errorKey and errorParams the same message as the envelope's error_key and error_params name one,
 * so the client says it in the user's language.
 */
export const invoiceCheckReply = z.object({
  isSuccess: z.boolean(),
  errorMsg: z.string(),
  reason: z.enum(INVOICE_FAILURES).nullable(),
  errorKey: z.string().nullable(),
  errorParams: messageParams.nullable(),
});
export type InvoiceCheckReply = z.infer<typeof invoiceCheckReply>;

/**
 * POST /api/member/detail (business.md section 7): an enterprise member's registered details. With
 * no user_code, the caller's own member; an institution may read the enterprises that applied to it,
 * an operator any of the tenant's. No member to show answers 14001, which the client treats as no
 * data (section 8).
 */
export const memberDetailRequest = z.object({
  userCode: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(40, 'usccMax').optional(),
  ),
  userAgentAccount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(40).optional(),
  ),
});
export const memberDetail = z.object({
  memberUserCode: z.string(),
  enterpriseName: z.string(),
  legalRepr: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  /** The settlement account of the registration: bank, branch (name and number), account. */
  bankCode: z.string().nullable(),
  bankName: z.string(),
  openBankName: z.string(),
  openBankCode: z.string(),
  openBankAccount: z.string(),
  companyScale: z.number().int(),
  industryCode: z.string(),
  status: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetail>;
