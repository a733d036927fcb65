import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@scf/shared/schemas/content-admin';
import type { FooterContent } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import {
  aboutUs,
  agreements,
  footerContents,
  friendLinks,
  news,
  pageConfigs,
  products,
  rewardPolicies,
  siteAds,
} from '@/db/schema.ts';

/**
 * SQL of content management (issue 7). An insert answers undefined when its code is taken: a second
 * submission of the same new row. Every statement is bounded by the operator's tenant; a row of
 * another tenant is simply not found. Moves between statuses are guarded UPDATEs: of two concurrent
 * requests for the same move, exactly one changes the row.
 */

export interface Paging {
  offset: number;
  limit: number;
}

export interface ListFilter {
  status?: ContentStatus | undefined;
  keyword?: string | undefined;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tables whose rows are published and withdrawn, each with its id, tenant and status. */
type StatusTable = PgTable & { id: PgColumn; tenantId: PgColumn; status: PgColumn };

/** Sets the status unless it already is that: false when nothing changed (gone, or already so). */
export async function moveStatus<T extends StatusTable>(
  db: Db,
  table: T,
  tenantId: number,
  id: number,
  to: ContentStatus,
  where?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ status: to } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), ne(table.status, to), where))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function rowExists<T extends StatusTable>(
  db: Db,
  table: T,
  tenantId: number,
  id: number,
  where?: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), where))
    .limit(1);
  return row !== undefined;
}

export async function deleteRow<T extends StatusTable>(
  db: Db,
  table: T,
  tenantId: number,
  id: number,
  where?: SQL,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), where))
    .returning({ id: table.id });
  return rows.length > 0;
}

async function page<R>(rows: Promise<R[]>, total: Promise<{ n: number }[]>) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted?.n ?? 0 };
}

// News --------------------------------------------------------------------------------------------

export type NewsRecord = typeof news.$inferSelect;
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'tenantId' | 'code' | 'status' | 'createdAt'>;

const newsListColumns = {
  id: news.id,
  articleName: news.articleName,
  subType: news.subType,
  articleRemark: news.articleRemark,
  logoImageUrl: news.logoImageUrl,
  status: news.status,
  publishDate: news.publishDate,
  updatedAt: news.updatedAt,
};

export async function queryNews(
  db: Db,
  tenantId: number,
  filter: ListFilter & { subType?: string | undefined },
  { offset, limit }: Paging,
) {
  const where = and(
    eq(news.tenantId, tenantId),
    filter.subType ? eq(news.subType, filter.subType) : undefined,
    filter.status ? eq(news.status, filter.status) : undefined,
    filter.keyword ? ilike(news.articleName, likePattern(filter.keyword)) : undefined,
  );
  return page(
    db
      .select(newsListColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.publishDate), desc(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(news).where(where),
  );
}

export async function findNews(db: Db, tenantId: number, id: number): Promise<NewsRecord | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)))
    .limit(1);
  return row;
}

export async function insertNews(
  db: Db,
  tenantId: number,
  code: string,
  values: NewsValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(news)
    .values({ ...values, tenantId, code, status: 'unpublished' })
    .onConflictDoNothing({ target: [news.tenantId, news.code] })
    .returning({ id: news.id });
  return row?.id;
}

export async function updateNews(db: Db, tenantId: number, id: number, values: NewsValues): Promise<boolean> {
  const rows = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)))
    .returning({ id: news.id });
  return rows.length > 0;
}

// Ads ---------------------------------------------------------------------------------------------

export type AdRecord = typeof siteAds.$inferSelect;
export type AdValues = Omit<typeof siteAds.$inferInsert, 'id' | 'tenantId' | 'code' | 'status' | 'createdAt'>;

export async function queryAds(
  db: Db,
  tenantId: number,
  filter: ListFilter & { positionCode?: string | undefined },
  { offset, limit }: Paging,
) {
  const where = and(
    eq(siteAds.tenantId, tenantId),
    filter.positionCode ? eq(siteAds.positionCode, filter.positionCode) : undefined,
    filter.status ? eq(siteAds.status, filter.status) : undefined,
    filter.keyword ? ilike(siteAds.title, likePattern(filter.keyword)) : undefined,
  );
  return page(
    db
      .select()
      .from(siteAds)
      .where(where)
      .orderBy(asc(siteAds.positionCode), asc(siteAds.sortOrder), asc(siteAds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(siteAds).where(where),
  );
}

export async function findAd(db: Db, tenantId: number, id: number): Promise<AdRecord | undefined> {
  const [row] = await db
    .select()
    .from(siteAds)
    .where(and(eq(siteAds.tenantId, tenantId), eq(siteAds.id, id)))
    .limit(1);
  return row;
}

export async function insertAd(
  db: Db,
  tenantId: number,
  code: string,
  values: AdValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(siteAds)
    .values({ ...values, tenantId, code, status: 'unpublished' })
    .onConflictDoNothing({ target: [siteAds.tenantId, siteAds.code] })
    .returning({ id: siteAds.id });
  return row?.id;
}

export async function updateAd(db: Db, tenantId: number, id: number, values: AdValues): Promise<boolean> {
  const rows = await db
    .update(siteAds)
    .set(values)
    .where(and(eq(siteAds.tenantId, tenantId), eq(siteAds.id, id)))
    .returning({ id: siteAds.id });
  return rows.length > 0;
}

/** What an ad may open, by id (news, policies) or by code (products), with its name and whether it is live. */
export interface Target {
  id: number;
  code: string;
  name: string;
  live: boolean;
}

const targetLimit = (limit: number) => Math.max(1, limit);

export async function newsTargets(
  db: Db,
  tenantId: number,
  by: { ids?: number[]; keyword?: string | undefined; limit?: number },
): Promise<Target[]> {
  const rows = await db
    .select({ id: news.id, code: news.code, name: news.articleName, status: news.status })
    .from(news)
    .where(
      and(
        eq(news.tenantId, tenantId),
        by.ids ? inArray(news.id, by.ids) : undefined,
        by.keyword ? ilike(news.articleName, likePattern(by.keyword)) : undefined,
      ),
    )
    .orderBy(desc(news.publishDate), desc(news.id))
    .limit(targetLimit(by.limit ?? by.ids?.length ?? 1));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, live: r.status === 'published' }));
}

export async function policyTargets(
  db: Db,
  tenantId: number,
  by: { ids?: number[]; keyword?: string | undefined; limit?: number },
): Promise<Target[]> {
  const rows = await db
    .select({
      id: rewardPolicies.id,
      code: rewardPolicies.code,
      name: rewardPolicies.policyName,
      status: rewardPolicies.status,
    })
    .from(rewardPolicies)
    .where(
      and(
        eq(rewardPolicies.tenantId, tenantId),
        by.ids ? inArray(rewardPolicies.id, by.ids) : undefined,
        by.keyword ? ilike(rewardPolicies.policyName, likePattern(by.keyword)) : undefined,
      ),
    )
    .orderBy(desc(rewardPolicies.publishDate), desc(rewardPolicies.id))
    .limit(targetLimit(by.limit ?? by.ids?.length ?? 1));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, live: r.status === 'published' }));
}

/** Products by id, by code (an ad stores the code) or by name; live while on the shelf. */
export async function productTargets(
  db: Db,
  tenantId: number,
  by: { ids?: number[]; codes?: string[]; keyword?: string | undefined; limit?: number },
  onShelf: number,
): Promise<Target[]> {
  const rows = await db
    .select({
      id: products.id,
      code: products.productCode,
      name: products.productName,
      status: products.productStatus,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        by.ids ? inArray(products.id, by.ids) : undefined,
        by.codes ? inArray(products.productCode, by.codes) : undefined,
        by.keyword
          ? or(
              ilike(products.productName, likePattern(by.keyword)),
              ilike(products.productCode, likePattern(by.keyword)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(products.id))
    .limit(targetLimit(by.limit ?? by.ids?.length ?? by.codes?.length ?? 1));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, live: r.status === onShelf }));
}

// Financing (reward) policies ---------------------------------------------------------------------

export type PolicyRecord = typeof rewardPolicies.$inferSelect;
export type PolicyValues = Omit<
  typeof rewardPolicies.$inferInsert,
  'id' | 'tenantId' | 'code' | 'status' | 'createdAt'
>;

export async function queryPolicies(db: Db, tenantId: number, filter: ListFilter, { offset, limit }: Paging) {
  const where = and(
    eq(rewardPolicies.tenantId, tenantId),
    filter.status ? eq(rewardPolicies.status, filter.status) : undefined,
    filter.keyword
      ? or(
          ilike(rewardPolicies.policyName, likePattern(filter.keyword)),
          ilike(rewardPolicies.issuer, likePattern(filter.keyword)),
        )
      : undefined,
  );
  return page(
    db
      .select()
      .from(rewardPolicies)
      .where(where)
      .orderBy(desc(rewardPolicies.publishDate), desc(rewardPolicies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(rewardPolicies).where(where),
  );
}

export async function findPolicy(db: Db, tenantId: number, id: number): Promise<PolicyRecord | undefined> {
  const [row] = await db
    .select()
    .from(rewardPolicies)
    .where(and(eq(rewardPolicies.tenantId, tenantId), eq(rewardPolicies.id, id)))
    .limit(1);
  return row;
}

export async function insertPolicy(
  db: Db,
  tenantId: number,
  code: string,
  values: PolicyValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(rewardPolicies)
    .values({ ...values, tenantId, code, status: 'unpublished' })
    .onConflictDoNothing({ target: [rewardPolicies.tenantId, rewardPolicies.code] })
    .returning({ id: rewardPolicies.id });
  return row?.id;
}

export async function updatePolicy(
  db: Db,
  tenantId: number,
  id: number,
  values: PolicyValues,
): Promise<boolean> {
  const rows = await db
    .update(rewardPolicies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rewardPolicies.tenantId, tenantId), eq(rewardPolicies.id, id)))
    .returning({ id: rewardPolicies.id });
  return rows.length > 0;
}

// Registration agreements -------------------------------------------------------------------------

/** Content management keeps the agreements a registration accepts; other kinds are not its own. */
export const REGISTER_KIND = 'register';
export const registerKind = eq(agreements.kind, REGISTER_KIND);

export type AgreementRecord = typeof agreements.$inferSelect;
export type AgreementValues = Pick<
  typeof agreements.$inferInsert,
  'articleName' | 'articleText' | 'sortOrder'
>;

export async function queryAgreements(
  db: Db,
  tenantId: number,
  filter: ListFilter,
  { offset, limit }: Paging,
) {
  const where = and(
    eq(agreements.tenantId, tenantId),
    registerKind,
    filter.status ? eq(agreements.status, filter.status) : undefined,
    filter.keyword ? ilike(agreements.articleName, likePattern(filter.keyword)) : undefined,
  );
  return page(
    db
      .select({
        id: agreements.id,
        articleName: agreements.articleName,
        sortOrder: agreements.sortOrder,
        status: agreements.status,
      })
      .from(agreements)
      .where(where)
      .orderBy(asc(agreements.sortOrder), asc(agreements.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(agreements).where(where),
  );
}

export async function findAgreement(
  db: Db,
  tenantId: number,
  id: number,
): Promise<AgreementRecord | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.tenantId, tenantId), registerKind, eq(agreements.id, id)))
    .limit(1);
  return row;
}

export async function insertAgreement(
  db: Db,
  tenantId: number,
  code: string,
  values: AgreementValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(agreements)
    .values({ ...values, tenantId, code, kind: REGISTER_KIND, status: 'unpublished' })
    .onConflictDoNothing({ target: [agreements.tenantId, agreements.code] })
    .returning({ id: agreements.id });
  return row?.id;
}

export async function updateAgreement(
  db: Db,
  tenantId: number,
  id: number,
  values: AgreementValues,
): Promise<boolean> {
  const rows = await db
    .update(agreements)
    .set(values)
    .where(and(eq(agreements.tenantId, tenantId), registerKind, eq(agreements.id, id)))
    .returning({ id: agreements.id });
  return rows.length > 0;
}

// Friend links ------------------------------------------------------------------------------------

export type FriendLinkRecord = typeof friendLinks.$inferSelect;
export type FriendLinkValues = Pick<
  typeof friendLinks.$inferInsert,
  'name' | 'url' | 'logoUrl' | 'sortOrder'
>;

export async function queryFriendLinks(
  db: Db,
  tenantId: number,
  filter: ListFilter,
  { offset, limit }: Paging,
) {
  const where = and(
    eq(friendLinks.tenantId, tenantId),
    filter.status ? eq(friendLinks.status, filter.status) : undefined,
    filter.keyword ? ilike(friendLinks.name, likePattern(filter.keyword)) : undefined,
  );
  return page(
    db
      .select()
      .from(friendLinks)
      .where(where)
      .orderBy(asc(friendLinks.sortOrder), asc(friendLinks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(friendLinks).where(where),
  );
}

export async function findFriendLink(
  db: Db,
  tenantId: number,
  id: number,
): Promise<FriendLinkRecord | undefined> {
  const [row] = await db
    .select()
    .from(friendLinks)
    .where(and(eq(friendLinks.tenantId, tenantId), eq(friendLinks.id, id)))
    .limit(1);
  return row;
}

export async function insertFriendLink(
  db: Db,
  tenantId: number,
  code: string,
  values: FriendLinkValues,
): Promise<number | undefined> {
  const [row] = await db
    .insert(friendLinks)
    .values({ ...values, tenantId, code, status: 'unpublished' })
    .onConflictDoNothing({ target: [friendLinks.tenantId, friendLinks.code] })
    .returning({ id: friendLinks.id });
  return row?.id;
}

export async function updateFriendLink(
  db: Db,
  tenantId: number,
  id: number,
  values: FriendLinkValues,
): Promise<boolean> {
  const rows = await db
    .update(friendLinks)
    .set(values)
    .where(and(eq(friendLinks.tenantId, tenantId), eq(friendLinks.id, id)))
    .returning({ id: friendLinks.id });
  return rows.length > 0;
}

// Site --------------------------------------------------------------------------------------------

export async function findSite(db: Db, tenantId: number) {
  const [[about], [footer], [config]] = await Promise.all([
    db.select().from(aboutUs).where(eq(aboutUs.tenantId, tenantId)).limit(1),
    db.select().from(footerContents).where(eq(footerContents.tenantId, tenantId)).limit(1),
    db.select().from(pageConfigs).where(eq(pageConfigs.tenantId, tenantId)).limit(1),
  ]);
  return { about, footer, config };
}

export interface SiteValues {
  about: { articleName: string; logoImageUrl: string | null; articleText: string };
  footer: FooterContent;
  config: {
    platformName: string;
    headerLogoHash: string | null;
    loginLogoHash: string | null;
    footerLogoHash: string | null;
    servicePhone: string | null;
  };
}

/** The three rows of the site, each written whole (created on a tenant's first save). */
export async function saveSite(db: Db, tenantId: number, values: SiteValues): Promise<void> {
  const now = new Date();
  await db
    .insert(aboutUs)
    .values({ tenantId, ...values.about, updatedAt: now })
    .onConflictDoUpdate({ target: aboutUs.tenantId, set: { ...values.about, updatedAt: now } });
  await db
    .insert(footerContents)
    .values({ tenantId, content: values.footer, updatedAt: now })
    .onConflictDoUpdate({ target: footerContents.tenantId, set: { content: values.footer, updatedAt: now } });
  await db
    .insert(pageConfigs)
    .values({ tenantId, ...values.config })
    .onConflictDoUpdate({ target: pageConfigs.tenantId, set: values.config });
}
