import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRODUCT_LIMITS, PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type { Db } from '@/db/client.ts';
import { prepared, preparedByKey } from '@/db/prepared.ts';
import { freshCache } from '@/lib/fresh-cache.ts';
import { totalsCache } from '@/lib/totals-cache.ts';
import {
  institutions,
  productAccessRecords,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productMaterials,
  productRepayTypes,
  products,
} from '@/db/schema.ts';

/** The product catalogue's SQL. Filtering, sorting and paging happen here, on indexed columns. */

/** What the list may filter on, in storage units (fen, basis points, months). */
export interface ProductFilter {
  tenantId: number;
  /** Absent: every status (an institution's own list). */
  status?: number | undefined;
  institutionId?: number | undefined;
  keyword?: string | undefined;
  /** Products that lend this little: minimum amount at most this (fen). */
  amountUnderFen?: number | undefined;
  /** Products whose amount range holds this (fen). */
  amountFen?: number | undefined;
  /** Products whose term range holds this many months. */
  period?: number | undefined;
  guarantType?: string | undefined;
  /** Products whose rate range meets [rateFromBp, rateToBp]. */
  rateFromBp?: number | undefined;
  rateToBp?: number | undefined;
  loanType?: string | undefined;
  financeTypeCode?: string | undefined;
}

/** LIKE wildcards in a keyword match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter's optional fields, in a fixed order. */
const FILTER_FIELDS = [
  'status',
  'institutionId',
  'keyword',
  'amountUnderFen',
  'amountFen',
  'period',
  'guarantType',
  'rateFromBp',
  'rateToBp',
  'loanType',
  'financeTypeCode',
] as const satisfies readonly (keyof ProductFilter)[];
type FilterField = (typeof FILTER_FIELDS)[number];

/**
 * Which of the filter's fields narrow the list (an empty keyword does not). The lists' statements
 * are built once per shape with placeholders where the values go (db/prepared.ts): building them at
 * each call was a fifth of a product search's time in the server.
 */
interface FilterShape {
  fields: ReadonlySet<FilterField>;
  /** The public list (on shelf, any institution), whose total is capped. */
  isPublic: boolean;
  /** The keyword's candidates are read from products_search_bigrams_idx (a rare keyword's page). */
  byBigrams?: boolean;
}

function shapeOf(filter: ProductFilter): FilterShape {
  return {
    fields: new Set(
      FILTER_FIELDS.filter((field) => (field === 'keyword' ? filter.keyword : filter[field] !== undefined)),
    ),
    isPublic: isPublicList(filter),
  };
}

const shapeKey = (shape: FilterShape) =>
  `${[...shape.fields].join()}${shape.isPublic ? ':public' : ''}${shape.byBigrams ? ':bigrams' : ''}`;

/**
 * What the lists' statements bind: the filter's fields (the keyword as a LIKE pattern) and the page.
 * A mapped copy of the interface, which drizzle's execute() takes as a record of values.
 */
type Values = { [K in keyof ProductFilter]: ProductFilter[K] } & {
  /** The keyword itself, lower-cased, whose character pairs the bigram index is searched for. */
  keywordText?: string | undefined;
  limit?: number;
  offset?: number;
};

function valuesOf(filter: ProductFilter): Values {
  const keyword = filter.keyword?.toLowerCase();
  return {
    ...filter,
    keyword: keyword ? `%${escapeLike(keyword)}%` : undefined,
    keywordText: keyword || undefined,
  };
}

/** Where a statement takes one of `Values`, by its name. */
const value = (name: keyof Values) => sql.placeholder(name);

function whereOf({ fields, byBigrams }: FilterShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(products.tenantId, value('tenantId')),
    fields.has('status') ? eq(products.productStatus, value('status')) : undefined,
    fields.has('institutionId') ? eq(products.institutionId, value('institutionId')) : undefined,
  ];
  if (fields.has('keyword')) conditions.push(sql`${products.searchText} like ${value('keyword')}`);
  if (byBigrams) {
    conditions.push(
      sql`search_bigrams(${products.searchText}) @> search_bigrams(${value('keywordText')}::text)`,
    );
  }
  if (fields.has('amountUnderFen')) conditions.push(lte(products.loanAmountMinFen, value('amountUnderFen')));
  if (fields.has('amountFen')) {
    conditions.push(
      lte(products.loanAmountMinFen, value('amountFen')),
      or(isNull(products.loanAmountMaxFen), gte(products.loanAmountMaxFen, value('amountFen'))),
    );
  }
  if (fields.has('period')) {
    conditions.push(
      lte(products.loanPeriodMin, value('period')),
      or(isNull(products.loanPeriodMax), gte(products.loanPeriodMax, value('period'))),
    );
  }
  if (fields.has('guarantType')) {
    conditions.push(
      sql`exists (select 1 from ${productGuarantTypes} where ${productGuarantTypes.tenantId} = ${value('tenantId')} and ${productGuarantTypes.guarantType} = ${value('guarantType')} and ${productGuarantTypes.productId} = ${products.id})`,
    );
  }
  if (fields.has('rateToBp')) conditions.push(lte(products.rateStartBp, value('rateToBp')));
  if (fields.has('rateFromBp')) conditions.push(gte(products.rateEndBp, value('rateFromBp')));
  if (fields.has('loanType')) conditions.push(eq(products.loanType, value('loanType')));
  if (fields.has('financeTypeCode')) conditions.push(eq(products.financeTypeCode, value('financeTypeCode')));
  return and(...conditions);
}

/** A product's guarantee types in its row rather than a query per page; the caller orders them. */
const guarantTypesOfRow = sql<string[]>`array(
  select ${productGuarantTypes.guarantType} from ${productGuarantTypes}
  where ${productGuarantTypes.tenantId} = ${products.tenantId} and ${productGuarantTypes.productId} = ${products.id})`;

const rowColumns = {
  id: products.id,
  productCode: products.productCode,
  productName: products.productName,
  productDesc: products.productDesc,
  productStatus: products.productStatus,
  userCode: institutions.userCode,
  financeTypeCode: products.financeTypeCode,
  loanType: products.loanType,
  fundingPartyName: institutions.name,
  pictureHash: sql<string | null>`coalesce(${products.pictureHash}, ${institutions.logoHash})`,
  rateStartBp: products.rateStartBp,
  rateEndBp: products.rateEndBp,
  loanAmountMinFen: products.loanAmountMinFen,
  loanAmountMaxFen: products.loanAmountMaxFen,
  singleCreditLimitFen: products.singleCreditLimitFen,
  loanPeriodMin: products.loanPeriodMin,
  loanPeriodMax: products.loanPeriodMax,
  loanTermStr: products.loanTermStr,
  successRateBp: products.successRateBp,
  successNumber: products.successNumber,
  successLoanNumber: products.successLoanNumber,
  successLoanAmountFen: products.successLoanAmountFen,
  successLoanRateBp: products.successLoanRateBp,
  productApplyMethod: products.productApplyMethod,
  guarantTypes: guarantTypesOfRow,
};

export type ProductListRow = Awaited<ReturnType<typeof listRecommended>>['rows'][number];

/**
 * The public list pages no deeper than PRODUCT_LIMITS.maxOffset, so its total counts only one row
 * past that ("more than the list reaches"): an exact count would read every matching product on each
 * page, a cost that grows with the catalogue while the page itself does not (issue 8, scaling).
 */
export const PUBLIC_COUNT_CAP = PRODUCT_LIMITS.maxOffset + 1;

const isPublicList = (filter: ProductFilter) =>
  filter.status === PRODUCT_STATUS.onShelf && filter.institutionId === undefined;

function countQuery(db: Db, shape: FilterShape) {
  if (shape.isPublic) {
    const matches = db
      .select({ id: products.id })
      .from(products)
      .where(whereOf(shape))
      .limit(PUBLIC_COUNT_CAP)
      .as('matches');
    return db.select({ n: count() }).from(matches);
  }
  return db.select({ n: count() }).from(products).where(whereOf(shape));
}

const countStatement = preparedByKey(shapeKey, (db, shape: FilterShape) => countQuery(db, shape).prepare(''));

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await countStatement(db, shapeOf(filter)).execute(valuesOf(filter));
  return row?.n ?? 0;
}

/** The tables the public list's rows and totals come from: a write to any of them changes its pages. */
const PUBLIC_LIST_TABLES = ['products', 'institutions', 'product_guarant_types'];

/** The public list's totals by filter (lib/totals-cache.ts). */
const publicTotals = totalsCache(PUBLIC_LIST_TABLES);
type Totals = ReturnType<typeof publicTotals.at>;

/**
 * The most pages of the public list kept per database (ten products a page as the portal asks, at
 * most PRODUCT_LIMITS.maxPageSize): the first hundred pages of a few dozen filters, and keywords.
 */
const PUBLIC_PAGES_KEPT = 4_000;

type Page = { limit: number; offset: number };

/** The filter as a key: its defined fields in a fixed order. */
const filterKey = (filter: ProductFilter) =>
  JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * A page's ids, newest first (id breaks ties, so pages never overlap), found in the filters' indexes
 * alone: the rows a deep page skips are never read. `counted` adds the total as a column of every row.
 */
const idsStatement = preparedByKey(
  ({ shape, counted }: { shape: FilterShape; counted: boolean }) =>
    `${shapeKey(shape)}${counted ? ':counted' : ''}`,
  (db, { shape, counted }) =>
    db
      .select({
        id: products.id,
        total: counted
          ? sql<number>`(${countQuery(db, shape)})`.mapWith(Number)
          : sql<number | null>`null::int`,
      })
      .from(products)
      .where(whereOf(shape))
      .orderBy(desc(products.id))
      .limit(value('limit'))
      .offset(value('offset'))
      .prepare(''),
);

/**
 * The rows of a page's ids, a statement of its own: PostgreSQL plans the ids' statement at each run
 * (its plan depends on the page and the filters' values), and planning this one with it, the join
 * and the 25 columns, took as long as running both. On its own it has one plan for every page. The
 * two are not one snapshot: a product changed between them shows as it is now, one deleted not at all.
 */
const rowsStatement = prepared((db) =>
  db
    .select(rowColumns)
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .orderBy(desc(products.id))
    .prepare('product_rows_by_ids'),
);

/**
 * A keyword that few products match is looked up in products_search_bigrams_idx, and its pages read
 * those matches alone: in list order a page reads the shelf until it has its rows, which for such a
 * keyword is the whole shelf (at 1,000,000 products a keyword matching nothing took a quarter of a
 * second a page, its count as much again). A keyword that many products match keeps the list order,
 * where a page's rows come early and the index would hand over every product holding its pairs
 * (`银行`: all of them). Which is which is found once per filter while its total is kept: a keyword
 * none of the newest KEYWORD_WINDOW products on the shelf holds is counted through the index, up to
 * the public list's cap; below it the keyword is rare. (Many matches and none among the newest puts
 * them deep in list order, where the list order's pages are slowest.)
 */
export const KEYWORD_WINDOW = 5_000;

/** A keyword of one character has no pair of characters to look up. */
const hasBigrams = (keyword: string | undefined) => keyword !== undefined && [...keyword].length >= 2;

/** Whether any of the newest KEYWORD_WINDOW products on the tenant's shelf holds the keyword. */
const windowStatement = prepared((db) => {
  const newest = db
    .select({ searchText: products.searchText })
    .from(products)
    .where(and(eq(products.tenantId, value('tenantId')), eq(products.productStatus, value('status'))))
    .orderBy(desc(products.id))
    .limit(KEYWORD_WINDOW)
    .as('newest');
  const hit = db
    .select({ one: sql`1` })
    .from(newest)
    .where(sql`${newest.searchText} like ${value('keyword')}`)
    .limit(1)
    .as('hit');
  return db.select({ n: count() }).from(hit).prepare('product_keyword_window');
});

/** A rare keyword's matches (with the filter's other fields), counted through the bigram index. */
const rareCountStatement = preparedByKey(shapeKey, (db, shape: FilterShape) =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ id: products.id })
        .from(products)
        .where(whereOf(shape))
        .limit(PUBLIC_COUNT_CAP)
        .as('matches'),
    )
    .prepare(''),
);

/** The total of a filter whose keyword is rare, under a key of its own: its pages use the index. */
async function rareKeywordTotal(db: Db, totals: Totals, key: string, values: Values, shape: FilterShape) {
  const rareKey = `${key}:rare`;
  const known = totals.get(rareKey);
  if (known !== undefined || totals.get(key) !== undefined) return known;
  const [window] = await windowStatement(db).execute(values);
  if ((window?.n ?? 0) > 0) return undefined;
  const [counted] = await rareCountStatement(db, shape).execute(values);
  const matches = counted?.n ?? 0;
  if (matches >= PUBLIC_COUNT_CAP) return undefined;
  totals.set(rareKey, matches);
  return matches;
}

/** The public list's pages kept between writes (lib/fresh-cache.ts): the tables its rows come from. */
const publicPages = freshCache(
  PUBLIC_LIST_TABLES,
  PUBLIC_PAGES_KEPT,
  ({ filter, page }: { filter: ProductFilter; page: Page }) =>
    `${filterKey(filter)}:${page.limit}:${page.offset}`,
  (db, { filter, page }) => readProductPage(db, filter, page),
);

/** One page of a list and its total; the public list's from the pages kept, when there. */
export function productPage(db: Db, filter: ProductFilter, page: Page) {
  return isPublicList(filter) ? publicPages(db, { filter, page }) : readProductPage(db, filter, page);
}

/**
 * One page and the total: only an empty page past the first asks for the total alone. The public
 * list's total is counted once per filter between writes; a rare keyword's through the bigram index.
 */
async function readProductPage(db: Db, filter: ProductFilter, page: Page) {
  const totals = publicTotals.at(db);
  const values = valuesOf(filter);
  const listShape = shapeOf(filter);
  const key = listShape.isPublic ? filterKey(filter) : '';
  const bigramShape = { ...listShape, byBigrams: true };
  const rareTotal =
    listShape.isPublic && hasBigrams(values.keywordText)
      ? await rareKeywordTotal(db, totals, key, values, bigramShape)
      : undefined;
  const shape = rareTotal === undefined ? listShape : bigramShape;
  const known = rareTotal ?? (listShape.isPublic ? totals.get(key) : undefined);
  // A page past the known end reads nothing: finding that out would read every match (all the
  // index for a keyword with no match).
  if (known !== undefined && page.offset >= known) return { rows: [], total: known };
  const ids = await idsStatement(db, { shape, counted: known === undefined }).execute({ ...values, ...page });
  const total = known ?? ids[0]?.total ?? (page.offset === 0 ? 0 : await countProducts(db, filter));
  if (listShape.isPublic && known === undefined) totals.set(key, total);
  const rows = ids.length === 0 ? [] : await rowsStatement(db).execute({ ids: ids.map((row) => row.id) });
  return { rows, total };
}

export async function listRecommended(db: Db, tenantId: number, status: number, limit: number) {
  const where = and(
    eq(products.tenantId, tenantId),
    eq(products.productStatus, status),
    isNotNull(products.recommendOrder),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(products)
      .innerJoin(institutions, eq(institutions.id, products.institutionId))
      .where(where)
      .orderBy(asc(products.recommendOrder), desc(products.id))
      .limit(limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      introduce: products.introduce,
      customer: products.customer,
      feature: products.feature,
      applyCondition: products.applyCondition,
      creditAmountsFen: products.creditAmountsFen,
      applyLimit: products.applyLimit,
      productTotalAmountFen: products.productTotalAmountFen,
      outerProductUrl: products.outerProductUrl,
      qrImgHash: products.qrImgHash,
      districtCode: products.districtCode,
      gmtAudit: products.gmtAudit,
      auditDesc: products.auditDesc,
      institutionId: products.institutionId,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return row;
}

/** The detail page's lists of one product. */
export async function productParts(db: Db, tenantId: number, productId: number) {
  const of = (table: { tenantId: AnyPgColumn; productId: AnyPgColumn }) =>
    and(eq(table.tenantId, tenantId), eq(table.productId, productId));
  const [repayTypes, materials, attachments, agreements, documents] = await Promise.all([
    db
      .select({
        repayType: productRepayTypes.repayType,
        loanTermList: productRepayTypes.loanTermList,
        loanTermUnit: productRepayTypes.loanTermUnit,
      })
      .from(productRepayTypes)
      .where(of(productRepayTypes))
      .orderBy(asc(productRepayTypes.sortOrder)),
    db
      .select({ materialName: productMaterials.materialName })
      .from(productMaterials)
      .where(of(productMaterials))
      .orderBy(asc(productMaterials.sortOrder)),
    db
      .select({
        filename: productAttachments.filename,
        originalFileName: productAttachments.originalFileName,
        fileHash: productAttachments.fileHash,
      })
      .from(productAttachments)
      .where(of(productAttachments))
      .orderBy(asc(productAttachments.sortOrder)),
    db
      .select({
        id: productAgreements.id,
        articleName: productAgreements.articleName,
        articleText: productAgreements.articleText,
      })
      .from(productAgreements)
      .where(of(productAgreements))
      .orderBy(asc(productAgreements.sortOrder)),
    db
      .select({
        documentCode: productDocuments.documentCode,
        documentName: productDocuments.documentName,
        documentFileType: productDocuments.documentFileType,
        templateHash: productDocuments.templateHash,
      })
      .from(productDocuments)
      .where(of(productDocuments))
      .orderBy(asc(productDocuments.sortOrder)),
  ]);
  return { repayTypes, materials, attachments, agreements, documents };
}

/** The documents the apply page asks for, by the product's code (its status decides who sees them). */
export async function documentsByProductCode(db: Db, tenantId: number, productCode: string) {
  const [product] = await db
    .select({ id: products.id, productStatus: products.productStatus, institutionId: products.institutionId })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.productCode, productCode)))
    .limit(1);
  if (!product) return null;
  const documents = await db
    .select({
      documentCode: productDocuments.documentCode,
      documentName: productDocuments.documentName,
      documentFileType: productDocuments.documentFileType,
      templateHash: productDocuments.templateHash,
    })
    .from(productDocuments)
    .where(and(eq(productDocuments.tenantId, tenantId), eq(productDocuments.productId, product.id)))
    .orderBy(asc(productDocuments.sortOrder));
  return { productStatus: product.productStatus, institutionId: product.institutionId, documents };
}

export async function insertAccessRecord(
  db: Db,
  record: { tenantId: number; productId: number; userId: number | null; userAgentAccount: string | null },
): Promise<void> {
  await db.insert(productAccessRecords).values(record);
}
