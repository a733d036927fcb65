import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { prepared } from '@/db/prepared.ts';
import { freshCache } from '@/lib/fresh-cache.ts';
import { totalsCache } from '@/lib/totals-cache.ts';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import {
  aboutUs,
  footerContents,
  friendLinks,
  news,
  newsTypes,
  products,
  rewardPolicies,
  siteAds,
} from '@/db/schema.ts';

/** SQL of the public content. Every query is filtered by the caller's tenant. */

const PUBLISHED = 'published';

export type NewsTypeRow = typeof newsTypes.$inferSelect;

export async function listNewsTypes(
  db: Db,
  tenantId: number,
  { inNewsListOnly }: { inNewsListOnly: boolean },
): Promise<NewsTypeRow[]> {
  return db
    .select()
    .from(newsTypes)
    .where(and(eq(newsTypes.tenantId, tenantId), inNewsListOnly ? eq(newsTypes.inNewsList, true) : undefined))
    .orderBy(asc(newsTypes.sortOrder), asc(newsTypes.id));
}

export async function findNewsType(db: Db, tenantId: number, code: string): Promise<NewsTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(newsTypes)
    .where(and(eq(newsTypes.tenantId, tenantId), eq(newsTypes.code, code)))
    .limit(1);
  return row;
}

/** What a news reply shows of an article: the list and the detail read these columns only. */
const articleColumns = {
  id: news.id,
  articleName: news.articleName,
  articleRemark: news.articleRemark,
  publishDate: news.publishDate,
  logoImageUrl: news.logoImageUrl,
  subType: news.subType,
  articleSource: news.articleSource,
  articleSourceLink: news.articleSourceLink,
  articleText: news.articleText,
};
export type NewsArticle = Pick<typeof news.$inferSelect, keyof typeof articleColumns>;

export interface Paging {
  offset: number;
  limit: number;
}

/**
 * The total counts no further than this: a list of more pages than anyone turns says so just as
 * well, and an exact count would read every published article on each page (issue 8, throughput).
 */
export const NEWS_COUNT_CAP = 10_001;

/** The news lists' totals (lib/totals-cache.ts). */
const newsTotals = totalsCache(['news']);

/**
 * Published news of the list's types (`any`, served by news_list_idx with the type checked per row)
 * or of one type (`=`, so that news_list_by_type_idx reads only that type's rows in order: with
 * `any` of one type a deep page read every type's rows up to it).
 */
const ofTypes = {
  many: sql`${news.subType} = any(${sql.placeholder('subTypes')})`,
  one: eq(news.subType, sql.placeholder('subType')),
};
type TypeMatch = keyof typeof ofTypes;

function newsStatements(match: TypeMatch) {
  const published = and(
    eq(news.tenantId, sql.placeholder('tenantId')),
    ofTypes[match],
    eq(news.status, PUBLISHED),
  );
  const pageOf = <T extends PgSelect>(query: T) =>
    query
      .where(published)
      .orderBy(desc(news.publishDate), desc(news.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const countOf = (db: Db) =>
    db
      .select({ total: count() })
      .from(db.select({ id: news.id }).from(news).where(published).limit(NEWS_COUNT_CAP).as('matches'));
  // Built once per database handle (db/prepared.ts): the page, the page with the total riding along
  // as a column of every row, and the total alone (for an empty page past the first).
  return {
    page: prepared((db) =>
      pageOf(db.select(articleColumns).from(news).$dynamic()).prepare(`news_page_${match}`),
    ),
    counted: prepared((db) =>
      pageOf(
        db
          .select({ article: articleColumns, total: sql<number>`(${countOf(db)})`.mapWith(Number) })
          .from(news)
          .$dynamic(),
      ).prepare(`news_page_counted_${match}`),
    ),
    count: prepared((db) => countOf(db).prepare(`news_count_${match}`)),
  };
}

const statementsFor: Record<TypeMatch, ReturnType<typeof newsStatements>> = {
  many: newsStatements('many'),
  one: newsStatements('one'),
};

/**
 * Published news of the given sub-types, newest first: a page and the total. Ties on the date are
 * broken by id, so paging is stable.
 */
export function searchNews(
  db: Db,
  tenantId: number,
  subTypes: string[],
  paging: Paging,
): Promise<{ rows: NewsArticle[]; total: number }> {
  if (subTypes.length === 0) return Promise.resolve({ rows: [], total: 0 });
  return newsPages(db, { tenantId, subTypes, paging });
}

/**
 * The most news pages kept per database (lib/fresh-cache.ts): an article carries its whole text, so
 * fewer than the product list's; the first hundred pages of every type and of all types together.
 */
const NEWS_PAGES_KEPT = 1_000;

type NewsPageKey = { tenantId: number; subTypes: string[]; paging: Paging };

const newsPages = freshCache(
  ['news'],
  NEWS_PAGES_KEPT,
  ({ tenantId, subTypes, paging }: NewsPageKey) =>
    `${tenantId}:${subTypes.join(',')}:${paging.limit}:${paging.offset}`,
  (db, key) => readNewsPage(db, key),
);

async function readNewsPage(
  db: Db,
  { tenantId, subTypes, paging: { offset, limit } }: NewsPageKey,
): Promise<{ rows: NewsArticle[]; total: number }> {
  const totals = newsTotals.at(db);
  const key = `${tenantId}:${subTypes.join(',')}`;
  const known = totals.get(key);
  const statements = statementsFor[subTypes.length === 1 ? 'one' : 'many'];
  const params = { tenantId, subTypes, subType: subTypes[0], limit, offset };
  if (known !== undefined && offset >= known) return { rows: [], total: known };
  if (known !== undefined) return { rows: await statements.page(db).execute(params), total: known };
  const found = await statements.counted(db).execute(params);
  const total =
    found[0]?.total ?? (offset === 0 ? 0 : ((await statements.count(db).execute(params))[0]?.total ?? 0));
  totals.set(key, total);
  return { rows: found.map((row) => row.article), total };
}

export async function findPublishedNews(
  db: Db,
  tenantId: number,
  id: number,
): Promise<NewsArticle | undefined> {
  const [row] = await db
    .select(articleColumns)
    .from(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id), eq(news.status, PUBLISHED)))
    .limit(1);
  return row;
}

/** Which of the ids name published news of the tenant. */
export async function publishedNewsIds(db: Db, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.tenantId, tenantId), inArray(news.id, ids), eq(news.status, PUBLISHED)));
  return new Set(rows.map((row) => row.id));
}

export type RewardPolicy = typeof rewardPolicies.$inferSelect;

export async function listRewardPolicies(
  db: Db,
  tenantId: number,
  { offset, limit }: Paging,
): Promise<{ rows: RewardPolicy[]; total: number }> {
  const where = and(eq(rewardPolicies.tenantId, tenantId), eq(rewardPolicies.status, PUBLISHED));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(rewardPolicies)
      .where(where)
      .orderBy(desc(rewardPolicies.publishDate), desc(rewardPolicies.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(rewardPolicies).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findPublishedRewardPolicy(
  db: Db,
  tenantId: number,
  id: number,
): Promise<RewardPolicy | undefined> {
  const [row] = await db
    .select()
    .from(rewardPolicies)
    .where(
      and(
        eq(rewardPolicies.tenantId, tenantId),
        eq(rewardPolicies.id, id),
        eq(rewardPolicies.status, PUBLISHED),
      ),
    )
    .limit(1);
  return row;
}

export async function publishedRewardPolicyIds(
  db: Db,
  tenantId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: rewardPolicies.id })
    .from(rewardPolicies)
    .where(
      and(
        eq(rewardPolicies.tenantId, tenantId),
        inArray(rewardPolicies.id, ids),
        eq(rewardPolicies.status, PUBLISHED),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function findAboutUs(db: Db, tenantId: number) {
  const [row] = await db.select().from(aboutUs).where(eq(aboutUs.tenantId, tenantId)).limit(1);
  return row;
}

export async function listFriendLinks(db: Db, tenantId: number) {
  return db
    .select()
    .from(friendLinks)
    .where(and(eq(friendLinks.tenantId, tenantId), eq(friendLinks.status, PUBLISHED)))
    .orderBy(asc(friendLinks.sortOrder), asc(friendLinks.id));
}

export type SiteAd = typeof siteAds.$inferSelect;

/** Published ads of a position whose display window holds `now`, in their order. */
export async function listAds(db: Db, tenantId: number, positionCode: string, now: Date): Promise<SiteAd[]> {
  const inWindow: SQL | undefined = and(
    or(isNull(siteAds.startAt), lte(siteAds.startAt, now)),
    or(isNull(siteAds.endAt), gt(siteAds.endAt, now)),
  );
  return db
    .select()
    .from(siteAds)
    .where(
      and(
        eq(siteAds.tenantId, tenantId),
        eq(siteAds.positionCode, positionCode),
        eq(siteAds.status, PUBLISHED),
        inWindow,
      ),
    )
    .orderBy(asc(siteAds.sortOrder), asc(siteAds.id));
}

/**
 * The ids of the tenant's products on the shelf among `codes`, by code: a product ad names its
 * product by code (stable across a product being re-created), the banner needs the id.
 */
export async function onShelfProductIds(
  db: Db,
  tenantId: number,
  codes: string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.productCode })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(products.productCode, codes),
        eq(products.productStatus, PRODUCT_STATUS.onShelf),
      ),
    );
  return new Map(rows.map((row) => [row.code, String(row.id)]));
}

export async function findFooter(db: Db, tenantId: number) {
  const [row] = await db.select().from(footerContents).where(eq(footerContents.tenantId, tenantId)).limit(1);
  return row;
}
