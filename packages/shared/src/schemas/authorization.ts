import { z } from 'zod';
import { chinaDate, isIsoDate } from '../dates.ts';

/**
 * Authorisations (issue 7 point 3): an enterprise authorises an institution of its tenant to read one
 * kind of its data until a date; the institution's operator passes or rejects the application (the
 * back office may decide too); the enterprise may cancel it while pending or approved. The spec
 * shows no screen or call for it, so the paths are ours:
 *
 *   POST /api/authorization/options  → authorizationOptions (institutions of the tenant, enterprises the caller sees)
 *   POST /api/authorization/query    authorizationQuery → rows authorizationRow, total (pending first)
 *   POST /api/authorization/detail   authorizationIdRequest → authorizationDetail (with its history)
 *   POST /api/authorization/apply    authorizationApplyRequest → { id }      enterprise: → pending
 *   POST /api/authorization/pass     authorizationIdRequest                  institution / back office: pending → approved
 *   POST /api/authorization/reject   authorizationReasonRequest              institution / back office: pending → rejected
 *   POST /api/authorization/cancel   authorizationReasonRequest              enterprise: pending | approved → cancelled
 *
 *   pending ─pass→ approved ─(valid_until passed)→ reads as expired (computed, never stored)
 *      │              │
 *      ├─reject→ rejected (with the reason)
 *      └─cancel→ cancelled ←─cancel─┘ (by the enterprise, with the reason)
 *
 * One live (pending or approved) authorisation per enterprise, institution and scope; a new
 * application supersedes a live one whose date has passed (it becomes cancelled, the history says
 * why). Requests are camelCase (snake_case is converted before validation); ids travel as strings.
 */

export const AUTHORIZATION_SCOPES = ['credit_report', 'financial_data', 'trade_data'] as const;
export type AuthorizationScope = (typeof AUTHORIZATION_SCOPES)[number];

/** What an institution may read; the zh-CN labels (the screens translate the codes themselves). */
export const AUTHORIZATION_SCOPE_LABELS: Readonly<Record<AuthorizationScope, string>> = {
  credit_report: '征信报告',
  financial_data: '财务数据',
  trade_data: '交易数据',
};

/** Stored statuses (the table's check constraint). */
export const AUTHORIZATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** What a reader sees: an approved authorisation whose date has passed reads as expired. */
export const AUTHORIZATION_VIEW_STATUSES = [
  'pending',
  'approved',
  'expired',
  'rejected',
  'cancelled',
] as const;
export type AuthorizationViewStatus = (typeof AUTHORIZATION_VIEW_STATUSES)[number];

export const AUTHORIZATION_STATUS_LABELS: Readonly<Record<AuthorizationViewStatus, string>> = {
  pending: '待审核',
  approved: '已生效',
  expired: '已过期',
  rejected: '已驳回',
  cancelled: '已取消',
};

/** The status tag's colour (antd preset colours), the same on every screen. */
export const AUTHORIZATION_STATUS_COLORS: Readonly<Record<AuthorizationViewStatus, string>> = {
  pending: 'processing',
  approved: 'success',
  expired: 'default',
  rejected: 'error',
  cancelled: 'warning',
};

/** The moves the server allows, from → to. */
export const AUTHORIZATION_TRANSITIONS: Readonly<
  Record<AuthorizationStatus, readonly AuthorizationStatus[]>
> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

/** The audit-log actions of an authorisation (entity 'authorization'), in its history. */
export const AUTHORIZATION_ACTIONS = ['apply', 'pass', 'reject', 'cancel', 'supersede'] as const;
export type AuthorizationAction = (typeof AUTHORIZATION_ACTIONS)[number];

export const AUTHORIZATION_LIMITS = {
  remark: 200,
  reason: 200,
  /** The latest date is this many years after today. */
  validYears: 3,
  pageSize: 10,
  maxPageSize: 100,
  maxPageNo: 100_000,
} as const;

/** The status a reader sees on `today` (China's date, YYYY-MM-DD). */
export function authorizationViewStatus(
  status: AuthorizationStatus,
  validUntil: string,
  today: string = chinaDate(),
): AuthorizationViewStatus {
  return status === 'approved' && validUntil < today ? 'expired' : status;
}

/** Whether the enterprise may still cancel it: pending, or approved and not yet expired. */
export const isCancellable = (view: AuthorizationViewStatus): boolean =>
  view === 'pending' || view === 'approved';

/** Whether it waits for a decision (pass or reject). */
export const isDecidable = (view: AuthorizationViewStatus): boolean => view === 'pending';

function shiftDate(iso: string, days: number, years = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  // 29 February plus whole years lands on the 28th where the year has none.
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, m - 1, Math.min(d, lastDay) + days));
  return date.toISOString().slice(0, 10);
}

/** The dates an application may choose on `today`: from tomorrow to three years ahead, inclusive. */
export function authorizationDateRange(today: string = chinaDate()): { min: string; max: string } {
  return { min: shiftDate(today, 1), max: shiftDate(today, 0, AUTHORIZATION_LIMITS.validYears) };
}

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);
/** A positive id as a number or a string; `missing` is the message when there is none at all. */
const idLike = (message: string, missing: string = message) =>
  z
    .union([z.number(), z.string().trim()], missing)
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)) && Number(v) <= Number.MAX_SAFE_INTEGER, message)
    .transform(Number);
const optionalId = (message: string) => z.preprocess(blankToUndefined, idLike(message).optional());

const scope = z.enum(AUTHORIZATION_SCOPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'authorizationScopeRequired' : 'authorizationScopeRule',
});

const validUntil = z
  .string('authorizationValidUntilRequired')
  .trim()
  .min(1, 'authorizationValidUntilRequired')
  .refine(isIsoDate, 'authorizationValidUntilFormat')
  .refine((v) => {
    // Evaluated at each check: the range moves with the (China) calendar.
    const { min, max } = authorizationDateRange();
    return v >= min && v <= max;
  }, 'authorizationValidUntilRange');

const reason = (required: string) =>
  z.string(required).trim().min(1, required).max(AUTHORIZATION_LIMITS.reason, 'authorizationReasonMax');

/** POST /api/authorization/apply: the enterprise's application (the apply dialog's form). */
export const authorizationApplyRequest = z.object({
  institutionId: z.preprocess(
    blankToUndefined,
    idLike('authorizationInstitutionIdRule', 'authorizationInstitutionRequired'),
  ),
  scope: z.preprocess(blankToUndefined, scope),
  validUntil,
  remark: z.preprocess(
    blankToUndefined,
    z.string().trim().max(AUTHORIZATION_LIMITS.remark, 'authorizationRemarkMax').optional(),
  ),
});
export type AuthorizationApplyRequest = z.input<typeof authorizationApplyRequest>;

export const authorizationIdRequest = z.object({ id: idLike('authorizationIdRule') });

/** POST /api/authorization/reject and /cancel: the reason is required. */
export const authorizationRejectRequest = z.object({
  id: idLike('authorizationIdRule'),
  reason: reason('authorizationRejectReasonRequired'),
});
export const authorizationCancelRequest = z.object({
  id: idLike('authorizationIdRule'),
  reason: reason('authorizationCancelReasonRequired'),
});
export type AuthorizationReasonRequest = z.input<typeof authorizationRejectRequest>;

/** POST /api/authorization/query: filters of every list (each caller sees only its own side's). */
export const authorizationQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(AUTHORIZATION_VIEW_STATUSES, 'authorizationStatusRule').optional(),
  ),
  scope: z.preprocess(blankToUndefined, z.enum(AUTHORIZATION_SCOPES, 'authorizationScopeRule').optional()),
  institutionId: optionalId('authorizationInstitutionIdRule'),
  memberId: optionalId('authorizationMemberIdRule'),
  pageNo: z.preprocess(
    blankToUndefined,
    numberLike('pageNoRule')
      .refine(
        (v) => /^\d+$/.test(String(v)) && Number(v) >= 1 && Number(v) <= AUTHORIZATION_LIMITS.maxPageNo,
        'pageNoRule',
      )
      .transform(Number)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    numberLike('pageSizeRule')
      .refine(
        (v) => /^\d+$/.test(String(v)) && Number(v) >= 1 && Number(v) <= AUTHORIZATION_LIMITS.maxPageSize,
        'pageSizeRule',
      )
      .transform(Number)
      .default(AUTHORIZATION_LIMITS.pageSize),
  ),
});
export type AuthorizationQuery = z.input<typeof authorizationQuery>;

export const authorizationRow = z.object({
  id: z.string(),
  memberId: z.string(),
  enterpriseName: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  scope: z.enum(AUTHORIZATION_SCOPES),
  /** YYYY-MM-DD, inclusive. */
  validUntil: z.string(),
  /** Stored status. */
  status: z.enum(AUTHORIZATION_STATUSES),
  /** What the reader sees (expired computed on the server's China date). */
  viewStatus: z.enum(AUTHORIZATION_VIEW_STATUSES),
  remark: z.string().nullable(),
  /** Why it was rejected or cancelled. */
  reason: z.string().nullable(),
  applicantName: z.string(),
  auditorName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AuthorizationRow = z.infer<typeof authorizationRow>;

export const authorizationPage = z.object({ rows: z.array(authorizationRow), total: z.number().int() });
export type AuthorizationPage = z.infer<typeof authorizationPage>;

export const authorizationHistoryRow = z.object({
  action: z.enum(AUTHORIZATION_ACTIONS),
  at: z.string(),
  actorName: z.string().nullable(),
  /** The reason of a reject, cancel or supersede. */
  reason: z.string().nullable(),
});
export type AuthorizationHistoryRow = z.infer<typeof authorizationHistoryRow>;

export const authorizationDetail = authorizationRow.extend({ history: z.array(authorizationHistoryRow) });
export type AuthorizationDetail = z.infer<typeof authorizationDetail>;

const option = z.object({ id: z.string(), name: z.string() });
export const authorizationOptions = z.object({
  /** The funding parties of the tenant (whom an enterprise may authorise; the filters). */
  institutions: z.array(option),
  /** The enterprises among the authorisations the caller sees. */
  members: z.array(option),
});
export type AuthorizationOptions = z.infer<typeof authorizationOptions>;

export const authorizationApplyReply = z.object({ id: z.string() });
