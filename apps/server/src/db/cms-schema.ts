import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FooterContent } from '@scf/shared';
import { tenants } from './schema.ts';

/**
 * Public content of the portal (modules/cms): news and help articles with their sub-types, reward
 * (financing) policies, the about text, friend links, ads by site position and the footer. Every
 * row belongs to a tenant. Rich text is stored sanitised (and sanitised again when served). Rows a
 * seed or an import keys carry a `code`, unique per tenant, so re-running them changes nothing.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const PUBLISH_STATUSES = ['published', 'unpublished'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
const status = () => text('status').$type<PublishStatus>().notNull().default('unpublished');
const statusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${column} in ('published', 'unpublished')`);

/** The sub-types of news (platform news, industry news, ..., helpCenter), named in three languages. */
export const newsTypes = pgTable(
  'news_types',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    /** Listed by the news-type call (the news list's filter); help articles live on /help instead. */
    inNewsList: boolean('in_news_list').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('news_types_tenant_code_unique').on(t.tenantId, t.code)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    subType: text('sub_type').notNull(),
    articleName: text('article_name').notNull(),
    articleRemark: text('article_remark').notNull().default(''),
    articleText: text('article_text').notNull(),
    logoImageUrl: text('logo_image_url'),
    articleSource: text('article_source'),
    articleSourceLink: text('article_source_link'),
    status: status(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('news_tenant_code_unique').on(t.tenantId, t.code),
    foreignKey({
      name: 'news_sub_type_fk',
      columns: [t.tenantId, t.subType],
      foreignColumns: [newsTypes.tenantId, newsTypes.code],
    }),
    statusCheck('news', t.status),
    // The list pages: one sub-type, or all of them, published, newest first.
    index('news_list_by_type_idx').on(t.tenantId, t.subType, t.status, t.publishDate, t.id),
    // sub_type rides along, so the list of all types counts its articles from this index alone.
    index('news_list_idx').on(t.tenantId, t.status, t.publishDate, t.id, t.subType),
  ],
);

/** Financing (reward) policies: the enterprise dashboard lists them, /policyDetail shows one. */
export const rewardPolicies = pgTable(
  'reward_policies',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    policyName: text('policy_name').notNull(),
    policyRemark: text('policy_remark').notNull().default(''),
    issuer: text('issuer').notNull(),
    policyText: text('policy_text').notNull(),
    logoImageUrl: text('logo_image_url'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    status: status(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reward_policies_tenant_code_unique').on(t.tenantId, t.code),
    statusCheck('reward_policies', t.status),
    index('reward_policies_list_idx').on(t.tenantId, t.status, t.publishDate, t.id),
  ],
);

/** The about-the-platform text: one per tenant. */
export const aboutUs = pgTable('about_us', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id),
  articleName: text('article_name').notNull(),
  logoImageUrl: text('logo_image_url'),
  articleText: text('article_text').notNull(),
  updatedAt: updatedAt(),
});

/** Partner logos on the about page. */
export const friendLinks = pgTable(
  'friend_links',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    logoUrl: text('logo_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('friend_links_tenant_code_unique').on(t.tenantId, t.code),
    statusCheck('friend_links', t.status),
    index('friend_links_list_idx').on(t.tenantId, t.status, t.sortOrder),
  ],
);

/**
 * Ads by site position (web_index: the home banner). ad_type 3 news, 4 policy, 5 product, 1 a
 * link; attachment is the news or policy id, or the product's code (its id is looked up when
 * served, so the ad survives a product being re-created); hyperlink is the link of type 1.
 * Shown while published and inside [start_at, end_at).
 */
export const siteAds = pgTable(
  'site_ads',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    positionCode: text('position_code').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    adType: integer('ad_type').notNull(),
    attachment: text('attachment'),
    hyperlink: text('hyperlink'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('site_ads_tenant_code_unique').on(t.tenantId, t.code),
    statusCheck('site_ads', t.status),
    check('site_ads_ad_type_check', sql`${t.adType} in (1, 3, 4, 5)`),
    index('site_ads_position_idx').on(t.tenantId, t.positionCode, t.status, t.sortOrder),
  ],
);

/** The footer's values (labels are the web app's texts): one per tenant. */
export const footerContents = pgTable('footer_contents', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id),
  content: jsonb('content').$type<FooterContent>().notNull(),
  updatedAt: updatedAt(),
});
