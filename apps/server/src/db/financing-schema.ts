import { sql } from 'drizzle-orm';
import {
  FINANCING_CHANNELS,
  FINANCING_KINDS,
  FINANCING_STATUSES,
  REPAY_PLAN_STATUSES,
} from '@scf/shared/schemas/financing-status';
import type {
  FinancingChannel,
  FinancingKind,
  FinancingStatus,
  RepayPlanStatus,
} from '@scf/shared/schemas/financing-status';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions, products } from './catalogue-schema.ts';
import { files } from './files-schema.ts';
import { members } from './member-schema.ts';
import { tenants, users } from './schema.ts';

/**
 * Financing (issue 6): requests of both kinds in one table (FINANCING_STATUSES in
 * @scf/shared/schemas/financing-status explains the life cycle), their files, the institutions'
 * ignores of demands, alerts, account managers, repayment plans, institution reviews and the
 * public keys of the application signer. Money in fen, rates in basis points of a percent, terms in
 * months.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id);
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** An institution's account managers: the person an accepted request is handled by. */
export const accountManagers = pgTable(
  'account_managers',
  {
    id: id(),
    tenantId: tenantId(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** 'active' or 'disabled'. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_managers_institution_idx').on(t.tenantId, t.institutionId, t.status),
    check('account_managers_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export const financingRequests = pgTable(
  'financing_requests',
  {
    id: id(),
    tenantId: tenantId(),
    /** applyCode: RZ + date + sequence, unique within the tenant; a demand's bizRefCode too. */
    applyCode: text('apply_code').notNull(),
    kind: text('kind').$type<FinancingKind>().notNull(),
    channel: text('channel').$type<FinancingChannel>().notNull(),
    status: text('status').$type<FinancingStatus>().notNull().default('submitted'),
    /** Set at submission for a product application; set at acceptance for a demand. */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id),
    /** The applying enterprise and the user who submitted. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    financeAmountFen: bigint('finance_amount_fen', { mode: 'number' }).notNull(),
    /** Months. */
    financePeriod: integer('finance_period').notNull(),
    /** Codes of the guarant_type dictionary. */
    guarantTypes: jsonb('guarant_types').$type<string[]>().notNull().default([]),
    financePurpose: text('finance_purpose'),
    /**
     * What the apply page and the loan-type pages add: receiving account, bill, creditor,
     * waybill / receivable / warehouse-receipt data, the signature (certContent). Shown, not queried.
     */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    accountManagerId: bigint('account_manager_id', { mode: 'number' }).references(() => accountManagers.id),
    supplement: text('supplement'),
    creditAmountFen: bigint('credit_amount_fen', { mode: 'number' }),
    creditRateBp: integer('credit_rate_bp'),
    creditPeriod: integer('credit_period'),
    repayType: text('repay_type'),
    loanAmountFen: bigint('loan_amount_fen', { mode: 'number' }),
    loanDate: date('loan_date', { mode: 'string' }),
    /** Why it was declined or cancelled. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    loanedAt: timestamp('loaned_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('financing_requests_tenant_code_unique').on(t.tenantId, t.applyCode),
    check('financing_requests_kind_check', sql`${t.kind} in (${inList(FINANCING_KINDS)})`),
    check('financing_requests_channel_check', sql`${t.channel} in (${inList(FINANCING_CHANNELS)})`),
    check('financing_requests_status_check', sql`${t.status} in (${inList(FINANCING_STATUSES)})`),
    check('financing_requests_amount_check', sql`${t.financeAmountFen} > 0`),
    check(
      'financing_requests_product_check',
      sql`${t.kind} = 'demand' or (${t.productId} is not null and ${t.institutionId} is not null)`,
    ),
    // An institution's requests by status, newest first; an enterprise's the same.
    index('financing_requests_institution_idx').on(t.tenantId, t.institutionId, t.status, t.id.desc()),
    index('financing_requests_member_idx').on(t.tenantId, t.memberId, t.status, t.id.desc()),
    // The grab hall: open demands, newest first.
    index('financing_requests_hall_idx')
      .on(t.tenantId, t.id.desc())
      .where(sql`${t.kind} = 'demand' and ${t.status} = 'submitted'`),
    index('financing_requests_product_idx').on(t.productId),
    // One open application per enterprise and product: a double submission has one winner.
    uniqueIndex('financing_requests_open_product_unique')
      .on(t.tenantId, t.memberId, t.productId)
      .where(sql`${t.kind} = 'product' and ${t.status} in ('submitted', 'accepted', 'credited')`),
  ],
);

/** The uploaded materials of a request: the dialog's attachments, the apply page's documents. */
export const financingRequestFiles = pgTable(
  'financing_request_files',
  {
    tenantId: tenantId(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => financingRequests.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** The product document's code on the apply page; null for the dialog's attachments. */
    documentCode: text('document_code'),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash')
      .notNull()
      .references(() => files.fileHash),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.sortOrder] })],
);

/** A demand an institution chose to ignore: it leaves that institution's hall only. */
export const demandIgnores = pgTable(
  'demand_ignores',
  {
    tenantId: tenantId(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => financingRequests.id, { onDelete: 'cascade' }),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.institutionId] })],
);

/** Demand alerts of an institution (/requiredManager/alertList): dealStatus 0 unprocessed. */
export const financingWarns = pgTable(
  'financing_warns',
  {
    id: id(),
    tenantId: tenantId(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => financingRequests.id, { onDelete: 'cascade' }),
    bizTip: text('biz_tip').notNull(),
    dealStatus: smallint('deal_status').notNull().default(0),
    gmtPublish: timestamp('gmt_publish', { withTimezone: true }).notNull().defaultNow(),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
  },
  (t) => [
    unique('financing_warns_request_institution_unique').on(t.requestId, t.institutionId),
    index('financing_warns_institution_idx').on(t.tenantId, t.institutionId, t.dealStatus, t.id.desc()),
  ],
);

/** The repayment plan of a loan, one row per instalment. */
export const repayPlans = pgTable(
  'repay_plans',
  {
    id: id(),
    tenantId: tenantId(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => financingRequests.id),
    periodNo: integer('period_no').notNull(),
    repayDate: date('repay_date', { mode: 'string' }).notNull(),
    principalFen: bigint('principal_fen', { mode: 'number' }).notNull(),
    interestFen: bigint('interest_fen', { mode: 'number' }).notNull(),
    /** principal + interest. */
    repayAmountFen: bigint('repay_amount_fen', { mode: 'number' }).notNull(),
    status: text('status').$type<RepayPlanStatus>().notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    unique('repay_plans_request_period_unique').on(t.requestId, t.periodNo),
    check('repay_plans_status_check', sql`${t.status} in (${inList(REPAY_PLAN_STATUSES)})`),
    // The overdue job: pending plans by due date.
    index('repay_plans_due_idx').on(t.status, t.repayDate),
    index('repay_plans_tenant_request_idx').on(t.tenantId, t.requestId, t.periodNo),
  ],
);

/** An enterprise's review of the institution after repayment: one per request. */
export const institutionJudges = pgTable(
  'institution_judges',
  {
    id: id(),
    tenantId: tenantId(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => financingRequests.id),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** 1 to 5 stars. */
    judgeRate: smallint('judge_rate').notNull(),
    judgeDesc: text('judge_desc').notNull(),
    gmtModify: timestamp('gmt_modify', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('institution_judges_request_unique').on(t.requestId),
    check('institution_judges_rate_check', sql`${t.judgeRate} between 1 and 5`),
    index('institution_judges_institution_idx').on(t.tenantId, t.institutionId, t.id.desc()),
    index('institution_judges_member_idx').on(t.tenantId, t.memberId, t.id.desc()),
  ],
);

/**
 * The application signer's public keys (issue 6 point 4): the browser keeps a non-extractable key
 * pair per user and registers its public key (SPKI, base64) here; the server verifies certContent.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the SPKI bytes. */
    keyId: text('key_id').notNull(),
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyId] })],
);

/**
 * Credit lines (授信额度): what an institution granted an enterprise on one of its products. A
 * credit on an application (the dialog, a demand, a loan-type page) sets the enterprise's line on
 * that product; the apply page draws on it (its credit variant on the applicant's own line, its
 * voucher variant on the line of the cash-out party it names). A loan on a drawing takes its amount
 * from the line (guarded: never past the credit), the last repayment gives it back.
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    id: id(),
    tenantId: tenantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    creditAmountFen: bigint('credit_amount_fen', { mode: 'number' }).notNull(),
    usedAmountFen: bigint('used_amount_fen', { mode: 'number' }).notNull().default(0),
    repayType: text('repay_type').notNull(),
    /** The request whose credit set the line; null for a line the demo data grants. */
    sourceRequestId: bigint('source_request_id', { mode: 'number' }).references(() => financingRequests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_lines_member_product_unique').on(t.tenantId, t.memberId, t.productId),
    check('credit_lines_amount_check', sql`${t.creditAmountFen} > 0`),
    check('credit_lines_used_check', sql`${t.usedAmountFen} between 0 and ${t.creditAmountFen}`),
    // The cash-out parties of a product (queryCreCreditPro).
    index('credit_lines_product_idx').on(t.tenantId, t.productId),
  ],
);

export type FinancingRequestRow = typeof financingRequests.$inferSelect;
export type RepayPlanRow = typeof repayPlans.$inferSelect;
export type { FinancingChannel, FinancingKind, FinancingStatus, RepayPlanStatus };
