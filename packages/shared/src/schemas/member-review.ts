import { z } from 'zod';
import { REGISTRATION_STATUS } from './member-api.ts';
import { compInfo, legalPersonInfo, memberBankInfo, operatorType } from './member.ts';

/**
 * The back office's review of enterprise registrations (issue 5 point 11). The spec shows no calls,
 * so the paths are ours (docs/decisions.md):
 *
 *   POST /api/member/review/list       status?, keyword?, pageNo, pageSize → rows, total
 *   POST /api/member/review/detail     id → every field, operators, documents, history
 *   POST /api/member/review/edit       id + corrected fields (pending only) → detail
 *   POST /api/member/review/approve    id, comment? → member and users created
 *   POST /api/member/review/reject     id, reason → status 7
 *   POST /api/member/review/disable    id, reason → status 5
 *   GET  /api/user/checkDefaultPwd     → true while the password is a default one
 */

export const REVIEW_LIMITS = {
  keyword: 50,
  reason: 200,
  pageSize: 10,
  maxPageSize: 100,
  maxPageNo: 100_000,
} as const;

const { pending, approved, disabled, rejected } = REGISTRATION_STATUS;
export const registrationStatus = z.literal(
  [pending, approved, disabled, rejected],
  'registrationStatusRule',
);

/** Form and query values arrive as text; an empty one means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const intText = (message: string, max: number) =>
  z.coerce.number(message).int(message).min(1, message).max(max, message);

export const reviewListRequest = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.coerce.number('registrationStatusRule').pipe(registrationStatus).optional(),
  ),
  /** Part of the enterprise name or of the credit code. */
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(REVIEW_LIMITS.keyword, 'keywordMax').optional(),
  ),
  pageNo: z.preprocess(blankToUndefined, intText('pageNoRule', REVIEW_LIMITS.maxPageNo).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    intText('pageSizeRule', REVIEW_LIMITS.maxPageSize).default(REVIEW_LIMITS.pageSize),
  ),
});
export type ReviewListRequest = z.infer<typeof reviewListRequest>;
export type ReviewListInput = z.input<typeof reviewListRequest>;

export const reviewListRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  enterpriseName: z.string(),
  usccCode: z.string(),
  legalRepr: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  operatorCount: z.number().int(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type ReviewListRow = z.infer<typeof reviewListRow>;
export const reviewListReply = z.object({ rows: z.array(reviewListRow), total: z.number().int() });
export type ReviewListReply = z.infer<typeof reviewListReply>;

export const registrationIdRequest = z.object({
  id: z.coerce.number('registrationIdRule').int('registrationIdRule').min(1, 'registrationIdRule'),
});

/** A stored document of the registration, served at /api/files/<hash>. */
export const reviewDocument = z.object({
  kind: z.enum(['licence', 'idFront', 'idBack', 'invoice', 'letter']),
  url: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

export const reviewOperator = z.object({
  operatorName: z.string(),
  operatorMobile: z.string(),
  operatorCertNo: z.string(),
  wxId: z.string().nullable(),
  operatorType,
});

/** One audit row of the registration: who, when, what, why. */
export const reviewHistoryEntry = z.object({
  action: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  /** For an edit: the changed fields with their values before and after. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntry>;

export const reviewDetail = z.object({
  id: z.number().int(),
  status: z.number().int(),
  enterpriseName: z.string(),
  usccCode: z.string(),
  legalRepr: z.string(),
  validityTerm: z.string(),
  businessAddr: z.string(),
  address: z.string(),
  addressCodeList: z.array(z.string()),
  contactName: z.string(),
  contactMobile: z.string(),
  contactEmail: z.string().nullable(),
  fax: z.string().nullable(),
  companyScale: z.enum(['0', '1', '2']),
  isGreenEnterprise: z.enum(['1', '0']),
  industryCode: z.string(),
  industryName: z.string().nullable(),
  isAgricultural: z.enum(['1', '0']),
  legalPerson: z.string(),
  legalPersonMobile: z.string(),
  legalPersonCertNo: z.string(),
  legalpersonicvalidity: z.string(),
  bankName: z.string(),
  openBankName: z.string(),
  openBankCode: z.string(),
  openBankAccount: z.string(),
  whiteListed: z.boolean(),
  legalChecked: z.boolean(),
  submittedByName: z.string().nullable(),
  createdAt: z.string(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  operators: z.array(reviewOperator),
  documents: z.array(reviewDocument),
  history: z.array(reviewHistoryEntry),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

/**
 * What an operator may correct on a pending registration, with the wizard's own rules: names,
 * addresses, contacts, scale, industry, bank data. The credit code, the legal representative's
 * identity, the documents and the operators stay as the enterprise submitted them (they are what the
 * documents prove and what the accounts are made from).
 */
export const REVIEW_EDITABLE_FIELDS = [
  'enterpriseName',
  'businessAddr',
  'address',
  'addressCodeList',
  'contactName',
  'contactMobile',
  'contactEmail',
  'fax',
  'companyScale',
  'isGreenEnterprise',
  'industryCode',
  'isAgricultural',
  'legalPersonMobile',
  'bankName',
  'openBankName',
  'openBankCode',
  'openBankAccount',
] as const;
export type ReviewEditableField = (typeof REVIEW_EDITABLE_FIELDS)[number];

export const reviewEditFields = compInfo
  .pick({
    enterpriseName: true,
    businessAddr: true,
    address: true,
    addressCodeList: true,
    contactName: true,
    contactMobile: true,
    contactEmail: true,
    fax: true,
    companyScale: true,
    isGreenEnterprise: true,
    industryCode: true,
    isAgricultural: true,
  })
  .extend(legalPersonInfo.pick({ legalPersonMobile: true }).shape)
  .extend(memberBankInfo.shape);
export type ReviewEditFields = z.infer<typeof reviewEditFields>;

/** The edit form sends every editable field; the server records those that changed. */
export const reviewEditRequest = reviewEditFields.extend(registrationIdRequest.shape);
export type ReviewEditRequest = z.infer<typeof reviewEditRequest>;

const reason = z
  .string('reviewReasonRequired')
  .trim()
  .min(1, 'reviewReasonRequired')
  .max(REVIEW_LIMITS.reason, 'reviewReasonMax');

export const reviewApproveRequest = registrationIdRequest.extend({
  comment: z.preprocess(
    blankToUndefined,
    z.string().trim().max(REVIEW_LIMITS.reason, 'reviewCommentMax').optional(),
  ),
});
export type ReviewApproveRequest = z.infer<typeof reviewApproveRequest>;
export const reviewRejectRequest = registrationIdRequest.extend({ reason });
export type ReviewRejectRequest = z.infer<typeof reviewRejectRequest>;
export const reviewDisableRequest = reviewRejectRequest;

/** The reject and disable dialogs. */
export const reviewReasonForm = z.object({ reason });
export const reviewApproveForm = reviewApproveRequest.pick({ comment: true });

/** Approval: the member and the accounts made for the operators (their passwords went by SMS). */
export const reviewApproveReply = z.object({
  memberId: z.number().int(),
  users: z.array(
    z.object({
      userId: z.number().int(),
      account: z.string(),
      name: z.string(),
      roleCode: operatorType,
      notified: z.boolean(),
    }),
  ),
});
export type ReviewApproveReply = z.infer<typeof reviewApproveReply>;

export const reviewDecisionReply = z.object({ id: z.number().int(), status: z.number().int() });

/** GET /api/user/checkDefaultPwd: true while the signed-in user's password is a default one. */
export const checkDefaultPwdReply = z.boolean();
