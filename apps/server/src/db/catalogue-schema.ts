import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { files } from './files-schema.ts';
import { tenants, users } from './schema.ts';

/**
 * The product catalogue (business.md section 3 "Product"), its dictionaries and the bank list.
 * Units: money in fen (bigint), rates and success rates in basis points of a percent (4.35 % is
 * 435: the spec allows two decimals, so integers are exact), terms in months.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id);
const productId = () =>
  bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
const fileHash = (name: string) => text(name).references(() => files.fileHash);

/** Funding parties: banks and factoring companies that offer products. */
export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    tenantId: tenantId(),
    /** The institution's member code: a product's userCode. */
    userCode: text('user_code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    logoHash: fileHash('logo_hash'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('institutions_tenant_user_code_unique').on(t.tenantId, t.userCode)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    tenantId: tenantId(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productDesc: text('product_desc'),
    /** 0 to submit, 1 to audit, 2 to put on shelf, 3 on shelf, 4 audit failed. */
    productStatus: smallint('product_status').notNull().default(0),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    financeTypeCode: text('finance_type_code').notNull(),
    loanType: text('loan_type').notNull(),
    loanTermStr: text('loan_term_str'),
    /** 0 when the product has no minimum, so the range filters compare a plain column. */
    loanAmountMinFen: bigint('loan_amount_min_fen', { mode: 'number' }).notNull().default(0),
    /** Null = unlimited. */
    loanAmountMaxFen: bigint('loan_amount_max_fen', { mode: 'number' }),
    singleCreditLimitFen: bigint('single_credit_limit_fen', { mode: 'number' }),
    creditAmountsFen: bigint('credit_amounts_fen', { mode: 'number' }),
    applyLimit: integer('apply_limit'),
    productTotalAmountFen: bigint('product_total_amount_fen', { mode: 'number' }),
    rateStartBp: integer('rate_start_bp').notNull(),
    rateEndBp: integer('rate_end_bp').notNull(),
    loanPeriodMin: integer('loan_period_min').notNull().default(1),
    /** Null = unlimited. */
    loanPeriodMax: integer('loan_period_max'),
    successRateBp: integer('success_rate_bp'),
    successNumber: integer('success_number'),
    successLoanNumber: integer('success_loan_number'),
    successLoanAmountFen: bigint('success_loan_amount_fen', { mode: 'number' }),
    successLoanRateBp: integer('success_loan_rate_bp'),
    introduce: text('introduce'),
    customer: text('customer'),
    feature: text('feature'),
    applyCondition: text('apply_condition'),
    pictureHash: fileHash('picture_hash'),
    productApplyMethod: text('product_apply_method').notNull().default('site'),
    outerProductUrl: text('outer_product_url'),
    qrImgHash: fileHash('qr_img_hash'),
    districtCode: text('district_code'),
    gmtAudit: timestamp('gmt_audit', { withTimezone: true }),
    auditDesc: text('audit_desc'),
    /** Position among the recommended products of the home page; null = not recommended. */
    recommendOrder: integer('recommend_order'),
    /**
     * lower(product name + funding party name), kept by the writers: the keyword search is a
     * LIKE over this one column; a rare keyword's candidates are found through
     * products_search_bigrams_idx.
     */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_tenant_code_unique').on(t.tenantId, t.productCode),
    check('products_status_check', sql`${t.productStatus} between 0 and 4`),
    check('products_finance_type_check', sql`${t.financeTypeCode} in ('receivable', 'voucher', 'credit')`),
    check('products_loan_type_check', sql`${t.loanType} in ('LOGMIS', 'SCBC', 'WMS', 'FSP')`),
    check('products_apply_method_check', sql`${t.productApplyMethod} in ('site', 'mybank', 'qr')`),
    check('products_rate_check', sql`${t.rateStartBp} > 0 and ${t.rateStartBp} <= ${t.rateEndBp}`),
    // The list pages newest first within a tenant's shelf, alone or with one of the type filters.
    // The filters' columns ride along, so a page's ids and its (capped) count are read from this
    // index alone, never from the wide rows, whatever range filters are set. (id ascending: read
    // backwards it gives `order by id desc`, whose nulls-first order an `id desc` key would not.)
    index('products_shelf_list_idx').on(
      t.tenantId,
      t.productStatus,
      t.id,
      t.loanType,
      t.financeTypeCode,
      t.loanAmountMinFen,
      t.loanAmountMaxFen,
      t.loanPeriodMin,
      t.loanPeriodMax,
      t.rateStartBp,
      t.rateEndBp,
    ),
    // The keyword (LIKE '%…%', which no btree can seek) reads this narrow copy of search_text in
    // list order instead of the wide rows.
    index('products_shelf_keyword_idx').on(t.tenantId, t.productStatus, t.id, t.searchText),
    // The products whose search_text holds every pair of adjacent characters of a keyword: a keyword
    // that few products match is found here rather than by reading the whole shelf in list order
    // (search_bigrams is the migration's SQL function; pg_trgm's trigrams miss two-character
    // Chinese keywords).
    index('products_search_bigrams_idx').using('gin', sql`search_bigrams(${t.searchText})`),
    index('products_shelf_loan_type_idx').on(t.tenantId, t.productStatus, t.loanType, t.id.desc()),
    index('products_shelf_finance_type_idx').on(t.tenantId, t.productStatus, t.financeTypeCode, t.id.desc()),
    // Range filters: rate, amount and term.
    index('products_shelf_rate_idx').on(t.tenantId, t.productStatus, t.rateStartBp),
    index('products_shelf_amount_idx').on(t.tenantId, t.productStatus, t.loanAmountMinFen),
    index('products_shelf_period_idx').on(t.tenantId, t.productStatus, t.loanPeriodMin),
    index('products_recommend_idx')
      .on(t.tenantId, t.recommendOrder)
      .where(sql`${t.recommendOrder} is not null`),
    // An institution's products by status and type (its dashboard counts them from here).
    index('products_institution_idx').on(t.institutionId, t.productStatus, t.loanType),
  ],
);

/** guarantTypeList: the guarantee types a product accepts (codes of the guarant_type dictionary). */
export const productGuarantTypes = pgTable(
  'product_guarant_types',
  {
    tenantId: tenantId(),
    productId: productId(),
    guarantType: text('guarant_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.guarantType] }),
    // The guarantee filter: the products of one type within a tenant.
    index('product_guarant_types_filter_idx').on(t.tenantId, t.guarantType, t.productId),
  ],
);

/** repayTypeList: repayType with repayTypeConfig (loanTermList comma string, loanTermUnit). */
export const productRepayTypes = pgTable(
  'product_repay_types',
  {
    tenantId: tenantId(),
    productId: productId(),
    repayType: text('repay_type').notNull(),
    loanTermList: text('loan_term_list').notNull(),
    loanTermUnit: text('loan_term_unit').notNull().default('month'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.repayType] }),
    check('product_repay_types_unit_check', sql`${t.loanTermUnit} in ('month', 'day', 'year')`),
  ],
);

/** materialNameList: the materials an application needs. */
export const productMaterials = pgTable(
  'product_materials',
  {
    tenantId: tenantId(),
    productId: productId(),
    sortOrder: integer('sort_order').notNull(),
    materialName: text('material_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sortOrder] })],
);

/** attachments: downloadable material templates (filename, originalFileName, url from the hash). */
export const productAttachments = pgTable(
  'product_attachments',
  {
    tenantId: tenantId(),
    productId: productId(),
    sortOrder: integer('sort_order').notNull(),
    filename: text('filename').notNull(),
    originalFileName: text('original_file_name').notNull(),
    fileHash: text('file_hash')
      .notNull()
      .references(() => files.fileHash),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sortOrder] })],
);

/** agreementArticalList: agreements an applicant accepts (id, articleName, articleText). */
export const productAgreements = pgTable(
  'product_agreements',
  {
    id: id(),
    tenantId: tenantId(),
    productId: productId(),
    sortOrder: integer('sort_order').notNull(),
    articleName: text('article_name').notNull(),
    articleText: text('article_text').notNull(),
  },
  (t) => [unique('product_agreements_product_sort_unique').on(t.productId, t.sortOrder)],
);

/** The apply page's document configuration (queryProductDocumentConf). */
export const productDocuments = pgTable(
  'product_documents',
  {
    tenantId: tenantId(),
    productId: productId(),
    documentCode: text('document_code').notNull(),
    documentName: text('document_name').notNull(),
    /** Comma-separated extensions. */
    documentFileType: text('document_file_type').notNull(),
    templateHash: fileHash('template_hash'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.documentCode] })],
);

/** Visits of product detail pages, by signed-in users (user set) and visitors (user null). */
export const productAccessRecords = pgTable(
  'product_access_records',
  {
    id: id(),
    tenantId: tenantId(),
    productId: productId(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    userAgentAccount: text('user_agent_account'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_access_records_product_idx').on(t.tenantId, t.productId, t.accessedAt)],
);

export const DICT_TYPES = [
  'guarant_type',
  'loan_amount',
  'rate',
  'loan_type',
  'repay_term',
  'repay_type',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

/**
 * The dictionaries of a tenant, one row per code, named in the three languages. numFrom / numTo
 * carry a dictionary's numbers: the amount presets' upper bound (ten-thousand yuan), the rate
 * presets' bounds (basis points), a repayment term's months.
 */
export const dictItems = pgTable(
  'dict_items',
  {
    tenantId: tenantId(),
    dictType: text('dict_type').$type<DictType>().notNull(),
    value: text('value').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    numFrom: integer('num_from'),
    numTo: integer('num_to'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dictType, t.value] })],
);

/**
 * The fixed bank list (about 33 banks) with the default branch of the banks that have one.
 * Reference data like the region tree, the same for every tenant, so it carries no tenant.
 */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultBranchNo: text('default_branch_no'),
  defaultBranchName: text('default_branch_name'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** get_system_page_config: a tenant's platform name and logos. */
export const pageConfigs = pgTable('page_configs', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id),
  platformName: text('platform_name').notNull(),
  headerLogoHash: fileHash('header_logo_hash'),
  loginLogoHash: fileHash('login_logo_hash'),
  footerLogoHash: fileHash('footer_logo_hash'),
  servicePhone: text('service_phone'),
});
