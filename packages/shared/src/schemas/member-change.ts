import { z } from 'zod';
import { compInfo, legalPersonInfo, memberBankInfo } from './member.ts';

/**
 * Changes an enterprise makes to its registered details (issue 7 point 4). The fields and their
 * rules are the registration wizard's (./member.ts, business.md section 3 "Registration detail");
 * the spec shows no calls for this, so the paths are ours:
 *
 *   POST /api/member/change/current   {} → the enterprise's details, documents, its pending change
 *   POST /api/member/change/save      the changed fields only → the applied and / or pending change
 *   POST /api/member/change/history   pageNo, pageSize → the enterprise's changes, newest first
 *   POST /api/member/change/query     status?, keyword?, memberId?, pageNo, pageSize → the tenant's
 *                                     changes, pending first, then newest (back office)
 *   POST /api/member/change/detail    id → the change and the enterprise's other changes
 *   POST /api/member/change/approve   id → the new values are written to the registration
 *   POST /api/member/change/reject    id, reason → nothing is written but the reason
 *
 * current, history and save are the enterprise's (its own member only; save needs ENTERPRISE_EDIT,
 * a user without it reads only); query, detail, approve and reject need MEMBER_CHANGE_REVIEW.
 *
 * Which fields need the back office's review. A field others rely on (the name and the legal
 * representative on the licence, the licence itself, the legal person's identity and documents,
 * the settlement account institutions pay into) is what the platform vouched for when it approved
 * the registration, so a change waits for an operator (`pending`, then `approved` or `rejected`).
 * The enterprise's own contact and classification data (contact, mobile, email, fax, office
 * address and region, scale, industry, green and agricultural flags) apply at once (`applied`),
 * recorded all the same. The unified social credit code never changes: it identifies the member
 * (a different code is a different enterprise, which registers anew). The invoice and the
 * authorization letter belong to the registration as submitted and are not edited either.
 *
 * A save may carry both kinds: the direct fields apply in the same transaction that files the
 * review fields as one pending change. An enterprise has at most one pending change (a unique
 * index); a save with review fields while one is pending is refused as a whole.
 */

export const MEMBER_CHANGE_LIMITS = {
  reason: 200,
  keyword: 50,
  pageSize: 10,
  maxPageSize: 100,
  maxPageNo: 100_000,
  /** Changes of the enterprise the back office's detail lists beside the one it shows. */
  detailHistory: 50,
} as const;

/** Fields that apply at once. */
export const MEMBER_CHANGE_DIRECT_FIELDS = [
  'address',
  'addressCodeList',
  'contactName',
  'contactMobile',
  'contactEmail',
  'fax',
  'companyScale',
  'industryCode',
  'isGreenEnterprise',
  'isAgricultural',
] as const;

/** Fields that wait for the back office's review. */
export const MEMBER_CHANGE_REVIEW_FIELDS = [
  'enterpriseName',
  'legalRepr',
  'validityTerm',
  'businessAddr',
  'taxCertImgUrl',
  'legalPerson',
  'legalPersonMobile',
  'legalPersonCertNo',
  'legalpersonicvalidity',
  'legalpersonIcFront',
  'legalpersonicback',
  'bankName',
  'openBankName',
  'openBankCode',
  'openBankAccount',
] as const;

/** The fields of a stored file (a store URL, /api/files/<hash>). */
export const MEMBER_CHANGE_FILE_FIELDS = [
  'taxCertImgUrl',
  'legalpersonIcFront',
  'legalpersonicback',
] as const;

/** Every editable field, grouped and ordered as the wizard asks for them. */
export const MEMBER_CHANGE_GROUPS = {
  enterprise: [
    'enterpriseName',
    'legalRepr',
    'validityTerm',
    'businessAddr',
    'addressCodeList',
    'address',
    'contactName',
    'contactMobile',
    'contactEmail',
    'fax',
    'companyScale',
    'industryCode',
    'isGreenEnterprise',
    'isAgricultural',
    'taxCertImgUrl',
  ],
  legal: [
    'legalPerson',
    'legalPersonCertNo',
    'legalpersonicvalidity',
    'legalPersonMobile',
    'legalpersonIcFront',
    'legalpersonicback',
  ],
  bank: ['bankName', 'openBankName', 'openBankCode', 'openBankAccount'],
} as const;

export const MEMBER_CHANGE_FIELDS = [...MEMBER_CHANGE_DIRECT_FIELDS, ...MEMBER_CHANGE_REVIEW_FIELDS] as const;
export type MemberChangeField = (typeof MEMBER_CHANGE_FIELDS)[number];
export const memberChangeField = z.enum(MEMBER_CHANGE_FIELDS);

const REVIEWED: ReadonlySet<string> = new Set(MEMBER_CHANGE_REVIEW_FIELDS);
export const needsReview = (field: string): boolean => REVIEWED.has(field);

/**
 * The edit form: every field of the registration an enterprise may change, with the wizard's rules
 * and messages. The credit code and the invoice are not among them.
 */
export const memberChangeForm = compInfo
  .omit({ enterpriseInfo: true, billUrl: true })
  .extend(legalPersonInfo.shape)
  .extend(memberBankInfo.shape);
export type MemberChangeValues = z.infer<typeof memberChangeForm>;
export type MemberChangeInput = z.input<typeof memberChangeForm>;

/** A key that must not be sent: the credit code identifies the member and never changes. */
const fixed = z.never('memberChangeUsccFixed').optional();

/**
 * POST /api/member/change/save: only the fields that changed, each with its registration rule; the
 * server compares them with the stored values again and records what really differs.
 */
export const memberChangeSaveRequest = memberChangeForm.partial().extend({
  enterpriseInfo: fixed,
  usccCode: fixed,
});
export type MemberChangeSaveRequest = z.infer<typeof memberChangeSaveRequest>;

export const MEMBER_CHANGE_STATUSES = ['applied', 'pending', 'approved', 'rejected'] as const;
export type MemberChangeStatus = (typeof MEMBER_CHANGE_STATUSES)[number];
export const memberChangeStatus = z.enum(MEMBER_CHANGE_STATUSES, 'memberChangeStatusRule');

/** A value before or after: text, the region codes, or nothing (a cleared email or fax). */
export const memberChangeValue = z.union([z.string(), z.array(z.string())]).nullable();
export type MemberChangeValue = z.infer<typeof memberChangeValue>;

export const memberChangeEntry = z.object({
  field: memberChangeField,
  from: memberChangeValue,
  to: memberChangeValue,
});
export type MemberChangeEntry = z.infer<typeof memberChangeEntry>;

/** One change: who asked when, what it changes, and how it was decided. */
export const memberChangeRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  enterpriseName: z.string(),
  usccCode: z.string(),
  status: memberChangeStatus,
  changes: z.array(memberChangeEntry),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  /** The operator who decided; not shown to the enterprise (null in its replies). */
  reviewerName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
});
export type MemberChangeRow = z.infer<typeof memberChangeRow>;

export const memberChangePage = z.object({ rows: z.array(memberChangeRow), total: z.number().int() });
export type MemberChangePage = z.infer<typeof memberChangePage>;

/** The stored values as the form holds them (the reply is not re-checked against today's rules). */
const text = z.string();
export const memberChangeCurrentValues = z.object({
  enterpriseName: text,
  legalRepr: text,
  validityTerm: text,
  businessAddr: text,
  address: text,
  addressCodeList: z.array(text),
  contactName: text,
  contactMobile: text,
  contactEmail: text,
  fax: text,
  taxCertImgUrl: text,
  companyScale: z.enum(['0', '1', '2']),
  isGreenEnterprise: z.enum(['1', '0']),
  industryCode: text,
  isAgricultural: z.enum(['1', '0']),
  legalPerson: text,
  legalpersonIcFront: text,
  legalpersonicback: text,
  legalPersonMobile: text,
  legalPersonCertNo: text,
  legalpersonicvalidity: text,
  bankName: text,
  openBankName: text,
  openBankCode: text,
  openBankAccount: text,
});
export type MemberChangeCurrentValues = z.infer<typeof memberChangeCurrentValues>;

/** A document of the registration, served at /api/files/<hash>. */
export const memberDocument = z.object({
  kind: z.enum(['licence', 'idFront', 'idBack', 'invoice', 'letter']),
  url: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type MemberDocument = z.infer<typeof memberDocument>;

/** POST /api/member/change/current: no parameters, the session says whose details. */
export const memberChangeCurrentRequest = z.object({}).nullish();
export const memberChangeCurrent = z.object({
  memberId: z.number().int(),
  /** The unified social credit code (enterpriseInfo), shown, never edited. */
  usccCode: z.string(),
  values: memberChangeCurrentValues,
  industryName: z.string().nullable(),
  documents: z.array(memberDocument),
  /** The change waiting for review, if any. */
  pending: memberChangeRow.nullable(),
  /** The latest reviewed change (pending, approved or rejected), so a rejection can be explained. */
  lastReviewed: memberChangeRow.nullable(),
});
export type MemberChangeCurrent = z.infer<typeof memberChangeCurrent>;

/** POST /api/member/change/save. */
export const memberChangeSaveReply = z.object({
  applied: memberChangeRow.nullable(),
  pending: memberChangeRow.nullable(),
});
export type MemberChangeSaveReply = z.infer<typeof memberChangeSaveReply>;

/** Form and query values arrive as text; an empty one means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const intText = (message: string, max: number) =>
  z.coerce.number(message).int(message).min(1, message).max(max, message);
const paging = {
  pageNo: z.preprocess(blankToUndefined, intText('pageNoRule', MEMBER_CHANGE_LIMITS.maxPageNo).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    intText('pageSizeRule', MEMBER_CHANGE_LIMITS.maxPageSize).default(MEMBER_CHANGE_LIMITS.pageSize),
  ),
};

/** POST /api/member/change/history. */
export const memberChangeHistoryRequest = z.object(paging);
export type MemberChangeHistoryInput = z.input<typeof memberChangeHistoryRequest>;

/** POST /api/member/change/query. */
export const memberChangeQueryRequest = z.object({
  status: z.preprocess(blankToUndefined, memberChangeStatus.optional()),
  /** Part of the enterprise's name or of its credit code. */
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MEMBER_CHANGE_LIMITS.keyword, 'keywordMax').optional(),
  ),
  memberId: z.preprocess(blankToUndefined, intText('memberIdRule', Number.MAX_SAFE_INTEGER).optional()),
  ...paging,
});
export type MemberChangeQuery = z.infer<typeof memberChangeQueryRequest>;
export type MemberChangeQueryInput = z.input<typeof memberChangeQueryRequest>;

export const memberChangeIdRequest = z.object({
  id: intText('memberChangeIdRule', Number.MAX_SAFE_INTEGER),
});

/** POST /api/member/change/detail. */
export const memberChangeDetail = z.object({
  change: memberChangeRow,
  /** The enterprise's changes, newest first (this one included), at most detailHistory of them. */
  history: z.array(memberChangeRow),
  historyTotal: z.number().int(),
});
export type MemberChangeDetail = z.infer<typeof memberChangeDetail>;

const reason = z
  .string('memberChangeReasonRequired')
  .trim()
  .min(1, 'memberChangeReasonRequired')
  .max(MEMBER_CHANGE_LIMITS.reason, 'memberChangeReasonMax');

/** POST /api/member/change/reject, and the reject dialog. */
export const memberChangeRejectForm = z.object({ reason });
export const memberChangeRejectRequest = memberChangeIdRequest.extend({ reason });
export type MemberChangeRejectRequest = z.infer<typeof memberChangeRejectRequest>;
