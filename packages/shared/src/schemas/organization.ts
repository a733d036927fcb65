import { z } from 'zod';
import { page } from '../envelope.ts';
import { LIMITS, MOBILE_PATTERN } from './fields.ts';

/**
 * An institution's people (issue 7 point 2): its account managers (who handle accepted requests)
 * and its salesmen (who look after enterprises). An institution user manages its own institution's;
 * an operator manages any institution's of the tenant and names the institution. The paths are ours
 * (the spec names only the permission codes):
 *
 *   POST /api/org/institutions      → rows institutionOption (the caller's own, or the tenant's for an operator)
 *   POST /api/manager/query         staffQuery → rows managerRow, total
 *   POST /api/manager/save          staffSaveRequest → { id }   (no id: add; id: edit name and mobile)
 *   POST /api/manager/enable        staffIdRequest   disabled → active
 *   POST /api/manager/disable       staffIdRequest   active → disabled (no longer offered at acceptance)
 *   POST /api/salesman/query        staffQuery → rows salesmanRow, total
 *   POST /api/salesman/save         staffSaveRequest → { id }
 *   POST /api/salesman/enable       staffIdRequest
 *   POST /api/salesman/disable      staffIdRequest   (keeps its enterprises, gets no new one)
 *   POST /api/salesman/members      salesmanMembersQuery → rows salesmanMemberRow, total
 *   POST /api/salesman/enterprises  enterpriseSearchRequest → rows enterpriseOption, total
 *   POST /api/salesman/assign       assignRequest    (moves each enterprise from the salesman it names)
 *   POST /api/salesman/unassign     unassignRequest
 *
 * An assignment names, per enterprise, the salesman the picker showed it with (null: nobody); the
 * move happens only if that is still so, so of two operators assigning one enterprise at once
 * exactly one wins and the other is asked to refresh.
 */

export const ORGANIZATION_LIMITS = {
  name: LIMITS.name,
  keyword: 50,
  pageSize: 10,
  maxPageSize: 100,
  /** Enterprises one assignment may move. */
  assignMax: 50,
} as const;

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);

/** A row id as a number or its text (ids travel as strings in replies). */
export const orgId = (message: string) =>
  numberLike(message)
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)) && Number(v) <= Number.MAX_SAFE_INTEGER, message)
    .transform(Number);
const intIn = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    numberLike(message)
      .refine((v) => /^\d+$/.test(String(v)) && Number(v) >= min && Number(v) <= max, message)
      .transform(Number)
      .default(fallback),
  );
const pageNo = intIn('pageNoRule', 1, 100_000, 1);
const pageSize = intIn('pageSizeRule', 1, ORGANIZATION_LIMITS.maxPageSize, ORGANIZATION_LIMITS.pageSize);
const keyword = z.preprocess(
  blankToUndefined,
  z.string('keywordMax').trim().max(ORGANIZATION_LIMITS.keyword, 'keywordMax').optional(),
);

/** The institution an operator names; the form's selector and the server share the rule. */
export const institutionChoice = orgId('orgInstitutionRequired');

/** The add and edit form of a manager or a salesman. */
export const staffForm = z.object({
  name: z
    .string('staffNameRequired')
    .trim()
    .min(1, 'staffNameRequired')
    .max(ORGANIZATION_LIMITS.name, 'nameMax'),
  mobile: z
    .string('staffMobileRequired')
    .trim()
    .min(1, 'staffMobileRequired')
    .regex(MOBILE_PATTERN, 'mobilePhoneFormat'),
});
export type StaffFormValues = z.infer<typeof staffForm>;

export const staffSaveRequest = staffForm.extend({
  /** Absent: a new one. */
  id: z.preprocess(blankToUndefined, orgId('orgIdRule').optional()),
  /** An operator's choice; an institution user's own institution is used (any other is not found). */
  institutionId: z.preprocess(blankToUndefined, institutionChoice.optional()),
});
export type StaffSaveRequest = z.input<typeof staffSaveRequest>;

export const staffIdRequest = z.object({ id: orgId('orgIdRule') });

export const staffQuery = z.object({
  institutionId: z.preprocess(blankToUndefined, institutionChoice.optional()),
  /** Part of the name. */
  keyword,
  /** Part of the mobile. */
  mobile: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.mobile, 'loginMobileMax').optional()),
  status: z.preprocess(blankToUndefined, z.enum(STAFF_STATUSES, 'staffStatusRule').optional()),
  pageNo,
  pageSize,
});
export type StaffQuery = z.input<typeof staffQuery>;

const staffRow = {
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.string(),
};

export const managerRow = z.object({
  ...staffRow,
  /** Requests accepted with this manager (all statuses). */
  requestCount: z.number().int(),
  /** Of which still open (accepted, credited, loaned, overdue). */
  openRequestCount: z.number().int(),
});
export type ManagerRow = z.infer<typeof managerRow>;
export const managerPage = page(managerRow);

export const salesmanRow = z.object({
  ...staffRow,
  /** Enterprises assigned to this salesman. */
  memberCount: z.number().int(),
});
export type SalesmanRow = z.infer<typeof salesmanRow>;
export const salesmanPage = page(salesmanRow);

export const staffSaveReply = z.object({ id: z.string() });

export const institutionOption = z.object({ id: z.string(), name: z.string(), shortName: z.string() });
export type InstitutionOption = z.infer<typeof institutionOption>;
export const institutionOptions = page(institutionOption);

export const salesmanMembersQuery = z.object({ salesmanId: orgId('orgIdRule'), pageNo, pageSize });
export const salesmanMemberRow = z.object({
  memberId: z.string(),
  enterpriseName: z.string(),
  usccCode: z.string(),
  assignedAt: z.string(),
});
export type SalesmanMemberRow = z.infer<typeof salesmanMemberRow>;
export const salesmanMemberPage = page(salesmanMemberRow);

/** Enterprises of the tenant by name or credit code, with whom of the salesman's institution they are with. */
export const enterpriseSearchRequest = z.object({
  salesmanId: orgId('orgIdRule'),
  keyword,
  pageNo,
  pageSize,
});
export const enterpriseOption = z.object({
  memberId: z.string(),
  enterpriseName: z.string(),
  usccCode: z.string(),
  /** The institution's salesman it is with now; null: nobody. */
  salesmanId: z.string().nullable(),
  salesmanName: z.string().nullable(),
});
export type EnterpriseOption = z.infer<typeof enterpriseOption>;
export const enterpriseOptionPage = page(enterpriseOption);

export const assignRequest = z.object({
  salesmanId: orgId('orgIdRule'),
  members: z
    .array(
      z.object({
        memberId: orgId('orgIdRule'),
        /** The salesman the enterprise is moved from, as the picker showed it; null: nobody. */
        fromSalesmanId: z.preprocess(blankToUndefined, orgId('orgIdRule').nullable().default(null)),
      }),
      'assignMembersRequired',
    )
    .min(1, 'assignMembersRequired')
    .max(ORGANIZATION_LIMITS.assignMax, 'assignMembersMax')
    .refine((list) => new Set(list.map((m) => m.memberId)).size === list.length, 'assignMembersDuplicate'),
});
export type AssignRequest = z.input<typeof assignRequest>;

export const unassignRequest = z.object({ salesmanId: orgId('orgIdRule'), memberId: orgId('orgIdRule') });
