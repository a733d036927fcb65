import { sql } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import {
  bigint,
  boolean,
  check,
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
import { banks } from './catalogue-schema.ts';
import { files } from './files-schema.ts';
import { tenants, users } from './schema.ts';

/**
 * Enterprise registration (business.md sections 3, 4, 7 "Registration and verification"; issue 5):
 * the registrations the wizard submits with their operators, the white list, the legal-representative
 * check's attempts, and the reference data of the wizard (industry groups, bank branches).
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id);
const fileHash = (name: string) => text(name).references(() => files.fileHash);

/**
 * The Registration detail entity, as app_reg_comp submits it. Statuses (REGISTRATION_STATUS): the
 * spec's 0 pending review, 5 disabled and 7 review failed, and ours, 1 approved (docs/decisions.md).
 * A credit code has at most one live (0, 1, 5) registration per tenant.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    tenantId: tenantId(),
    status: smallint('status').notNull().default(REGISTRATION_STATUS.pending),
    enterpriseName: text('enterprise_name').notNull(),
    /** enterpriseInfo: the unified social credit code, upper case. */
    usccCode: text('uscc_code').notNull(),
    legalRepr: text('legal_repr').notNull(),
    validityTerm: text('validity_term').notNull(),
    businessAddr: text('business_addr').notNull(),
    address: text('address').notNull(),
    /** Province, city and district codes (six digits each) of the region cascader. */
    addressCodeList: jsonb('address_code_list').$type<string[]>().notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email'),
    fax: text('fax'),
    /** taxCertImgUrl: the business licence picture. */
    taxCertImgHash: fileHash('tax_cert_img_hash').notNull(),
    /** billUrl: the invoice; absent for a white-listed enterprise. */
    billHash: fileHash('bill_hash'),
    /** business_license_file and invoice_file: the attachments with their original names. */
    licenceFileHash: fileHash('licence_file_hash').notNull(),
    licenceFileName: text('licence_file_name').notNull(),
    /** The user authorization letter the registrant ticked, as issued at submission. */
    letterHash: fileHash('letter_hash'),
    invoiceFileHash: fileHash('invoice_file_hash'),
    invoiceFileName: text('invoice_file_name'),
    legalPerson: text('legal_person').notNull(),
    legalPersonIcFrontHash: fileHash('legal_person_ic_front_hash').notNull(),
    legalPersonIcBackHash: fileHash('legal_person_ic_back_hash').notNull(),
    legalPersonMobile: text('legal_person_mobile').notNull(),
    legalPersonCertNo: text('legal_person_cert_no').notNull(),
    legalPersonIcValidity: text('legal_person_ic_validity').notNull(),
    bankName: text('bank_name').notNull(),
    openBankName: text('open_bank_name').notNull(),
    openBankCode: text('open_bank_code').notNull(),
    openBankAccount: text('open_bank_account').notNull(),
    /** 0 large, 1 medium, 2 small/micro. */
    companyScale: smallint('company_scale').notNull(),
    isGreenEnterprise: boolean('is_green_enterprise').notNull(),
    industryCode: text('industry_code').notNull(),
    isAgricultural: boolean('is_agricultural').notNull(),
    /** memberWhiteStatus at submission: the invoice was not required. */
    whiteListed: boolean('white_listed').notNull().default(false),
    /** The legal-representative extra check was asked and passed. */
    legalChecked: boolean('legal_checked').notNull().default(false),
    /** The signed-in user who submitted, or null for a visitor (registration precedes an account). */
    submittedByUserId: bigint('submitted_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedByUserId: bigint('reviewed_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_tenant_uscc_live_unique')
      .on(t.tenantId, t.usccCode)
      .where(sql`${t.status} in (0, 1, 5)`),
    // get_member_by_usccode reads the newest registration of a code, live or not.
    index('registrations_tenant_uscc_idx').on(t.tenantId, t.usccCode, t.id.desc()),
    index('registrations_tenant_status_idx').on(t.tenantId, t.status, t.id.desc()),
    check('registrations_status_check', sql`${t.status} in (0, 1, 5, 7)`),
    check('registrations_company_scale_check', sql`${t.companyScale} in (0, 1, 2)`),
  ],
);

export const OPERATOR_TYPES = ['operating_sup', 'review_sup'] as const;

/** The operator rows of a registration: operating_sup handles, review_sup reviews. */
export const registrationOperators = pgTable(
  'registration_operators',
  {
    id: id(),
    tenantId: tenantId(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    operatorName: text('operator_name').notNull(),
    operatorMobile: text('operator_mobile').notNull(),
    operatorCertNo: text('operator_cert_no').notNull(),
    wxId: text('wx_id'),
    operatorType: text('operator_type').$type<(typeof OPERATOR_TYPES)[number]>().notNull(),
  },
  (t) => [
    unique('registration_operators_mobile_unique').on(t.registrationId, t.operatorMobile),
    unique('registration_operators_cert_no_unique').on(t.registrationId, t.operatorCertNo),
    check('registration_operators_type_check', sql`${t.operatorType} in ('operating_sup', 'review_sup')`),
  ],
);

/**
 * Enterprises a tenant vouches for (suppliers a core enterprise imported): memberWhiteStatus '1'
 * skips the invoice. With a legal representative's mobile on record the registrant must prove its
 * last four digits (needExtraCheck '1', docs/decisions.md).
 */
export const memberWhiteList = pgTable(
  'member_white_list',
  {
    id: id(),
    tenantId: tenantId(),
    usccCode: text('uscc_code').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    legalPersonName: text('legal_person_name'),
    legalPersonMobile: text('legal_person_mobile'),
    /** '1' in force, '0' suspended. */
    whiteStatus: text('white_status').notNull().default('1'),
    /** Who vouches: the core enterprise that imported the row. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_white_list_tenant_uscc_unique').on(t.tenantId, t.usccCode),
    check('member_white_list_status_check', sql`${t.whiteStatus} in ('0', '1')`),
  ],
);

/** Wrong answers of the legal-representative check per credit code; 5 lock it for a while. */
export const memberCheckAttempts = pgTable(
  'member_check_attempts',
  {
    tenantId: tenantId(),
    usccCode: text('uscc_code').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.usccCode] })],
);

/** A tenant's registration rules; a tenant without a row gets the defaults. */
export const memberRegistrationSettings = pgTable('member_registration_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id),
  /** The legal representative on the licence must equal the name on the ID card. */
  legalPersonMatch: boolean('legal_person_match').notNull().default(true),
  /** need_extra_check may answer '1' (white-listed codes with a legal mobile on record). */
  extraCheckEnabled: boolean('extra_check_enabled').notNull().default(true),
});

/**
 * Industry groups (GB/T 4754-2017 sections A-T), the wizard's industryCode. Reference data like
 * the bank list: the same for every tenant.
 */
export const industryGroups = pgTable('industry_groups', {
  code: text('code').primaryKey(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameEnUs: text('name_en_us').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Bank branches (CNAPS numbers) of the banks of the fixed list, searched by query_bank_no.
 * Reference data like the bank list itself, so no tenant.
 */
export const bankBranches = pgTable(
  'bank_branches',
  {
    branchNo: text('branch_no').primaryKey(),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    branchName: text('branch_name').notNull(),
    cityName: text('city_name').notNull(),
  },
  (t) => [index('bank_branches_bank_idx').on(t.bankCode, t.branchNo)],
);

/**
 * Enterprise members: an enterprise the platform admitted (issue 5 review). Approving a
 * registration creates its member and the operators' user accounts (users.member_id); the invoice
 * check's "buyer registered on the platform" is a member of the tenant.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    tenantId: tenantId(),
    /** member_user_code: the credit code, upper case. */
    usccCode: text('uscc_code').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id),
    /** 'active' or 'disabled'. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('members_tenant_uscc_unique').on(t.tenantId, t.usccCode),
    unique('members_registration_unique').on(t.registrationId),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);
