import { z } from 'zod';
import { AD_TYPES, CONTENT_LIMITS } from './content-constants.ts';

/**
 * Public content of the portal (business.md sections 2, 3 and 7): news and help articles, reward
 * (financing) policies, the about text, friend links, ads by site position and the footer.
 *
 * Paths served by apps/server/src/modules/cms (keys travel in snake_case or camelCase, replies are
 * camelCase inside the envelope; lists are data.rows + data.total):
 *
 *   POST /api/portal/cms/content/news/search           newsSearchRequest     → page(newsRow)
 *   GET  /api/portal/cms/content/news/get?news_id=     newsGetQuery          → newsDetail
 *   POST /api/portal/cms/content/news_type/query       (no body)             → page(newsType)   [path ours]
 *   POST /api/portal/cms/content/about_us/get          (no body)             → aboutUs
 *   POST /api/portal/cms/content/friend_link/query     (no body)             → page(friendLink)
 *   POST /api/portal/cms/site/query_by_site_position_code  adQueryRequest    → page(adRow)
 *   GET  /api/portal/cms/content/page/footer/get                             → footerContent
 *   POST /api/content/reward_policy/direct_query       rewardPolicyQueryRequest → page(rewardPolicyRow)
 *   GET  /api/content/reward_policy/get?id=            rewardPolicyGetQuery  → rewardPolicyDetail [path ours]
 *
 * All are public: a visitor reads the default tenant's content, a signed-in user their tenant's.
 * Rich text (articleText, policyText) is HTML sanitised by the server; render it through DOMPurify.
 * Dates are ISO 8601 strings. Ids are strings.
 */

export * from './content-constants.ts';

const pageNo = z.coerce
  .number({ error: '页码必须是正整数' })
  .int('页码必须是正整数')
  .min(1, '页码必须是正整数')
  .max(100_000, '页码不能超过100000');
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: '每页条数必须是正整数' })
    .int('每页条数必须是正整数')
    .min(1, '每页条数必须是正整数')
    .max(CONTENT_LIMITS.maxPageSize, `每页条数不能超过${CONTENT_LIMITS.maxPageSize}`)
    .default(fallback);
/** A numeric id as text, as it travels in query strings and bodies. */
const idText = (message: string) =>
  z.coerce
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, message);

/** A sub-type code: letters, digits and underscores; an empty value means every sub-type. */
export const newsSubTypeCode = z
  .string()
  .trim()
  .max(32, '新闻类型不存在')
  .regex(/^[A-Za-z0-9_]*$/, '新闻类型不存在');

/** POST /api/portal/cms/content/news/search: published only, newest first. */
export const newsSearchRequest = z.object({
  pageNo: pageNo.default(1),
  pageSize: pageSize(CONTENT_LIMITS.newsPageSize),
  articalSubType: newsSubTypeCode.optional(),
});
export type NewsSearchRequest = z.infer<typeof newsSearchRequest>;

/** A news row (business.md section 3 News), plus the sub-type's name in the caller's language. */
export const newsRow = z.object({
  id: z.string(),
  articleName: z.string(),
  articleRemark: z.string(),
  publishDate: z.string(),
  logoImageUrl: z.string().nullable(),
  articalSubType: z.string(),
  articalSubTypeName: z.string(),
  articleSource: z.string().nullable(),
  /** http(s) only; open with rel="noopener noreferrer". */
  articleSourceLink: z.string().nullable(),
  /** Sanitised HTML. */
  articleText: z.string(),
});
export type NewsRow = z.infer<typeof newsRow>;
export const newsSearchReply = z.object({ rows: z.array(newsRow), total: z.number().int() });

/** GET /api/portal/cms/content/news/get?news_id=. */
export const newsGetQuery = z.object({ newsId: idText('新闻编号不正确') });
export const newsDetail = newsRow;
export type NewsDetail = z.infer<typeof newsDetail>;

/** POST /api/portal/cms/content/news_type/query: the news list's sub-type filter. */
export const newsType = z.object({ code: z.string(), name: z.string() });
export type NewsType = z.infer<typeof newsType>;
export const newsTypeReply = z.object({ rows: z.array(newsType), total: z.number().int() });

/** POST /api/portal/cms/content/about_us/get. */
export const aboutUs = z.object({
  articleName: z.string(),
  logoImageUrl: z.string().nullable(),
  /** Sanitised HTML. */
  articleText: z.string(),
});
export type AboutUs = z.infer<typeof aboutUs>;

/** POST /api/portal/cms/content/friend_link/query: the partner logo wall; name is the logo's alt text. */
export const friendLink = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string(),
});
export type FriendLink = z.infer<typeof friendLink>;
export const friendLinkReply = z.object({ rows: z.array(friendLink), total: z.number().int() });

/** POST /api/portal/cms/site/query_by_site_position_code. */
export const adQueryRequest = z.object({
  adPositionCode: z
    .string({ error: '广告位编码不能为空' })
    .trim()
    .min(1, '广告位编码不能为空')
    .max(32, '广告位编码不存在')
    .regex(/^[A-Za-z0-9_]+$/, '广告位编码不存在'),
});
/**
 * A banner. adType 3 opens the news adAttachment, 4 the reward policy adAttachment, 5 the product
 * adAttachment (its id); 1 opens adHyperlinks. title is the image's alt text.
 */
export const adRow = z.object({
  id: z.string(),
  title: z.string(),
  adImageUrl: z.string(),
  adHyperlinks: z.string().nullable(),
  adType: z.literal([AD_TYPES.link, AD_TYPES.news, AD_TYPES.policy, AD_TYPES.product]),
  adAttachment: z.string().nullable(),
});
export type AdRow = z.infer<typeof adRow>;
export const adReply = z.object({ rows: z.array(adRow), total: z.number().int() });

/**
 * GET /api/portal/cms/content/page/footer/get. Labels are the web app's texts; these are the values.
 * Service hours are Monday to Friday, open-close.
 */
export const footerContent = z.object({
  platformName: z.string(),
  operatorName: z.string(),
  address: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
  serviceHours: z.object({ open: z.string(), close: z.string() }),
  copyright: z.string(),
  icpNo: z.string(),
  icpUrl: z.string(),
  /** QR codes (official account, mini programme); name is the alt text and caption. */
  qrCodes: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
});
export type FooterContent = z.infer<typeof footerContent>;

/** POST /api/content/reward_policy/direct_query: published policies, newest first. */
export const rewardPolicyQueryRequest = z.object({
  pageNo: pageNo.default(1),
  pageSize: pageSize(CONTENT_LIMITS.rewardPolicies),
});
export const rewardPolicyRow = z.object({
  id: z.string(),
  policyName: z.string(),
  policyRemark: z.string(),
  /** The authority or institution that grants it. */
  issuer: z.string(),
  publishDate: z.string(),
  /** ISO dates (yyyy-mm-dd); null when open-ended. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  logoImageUrl: z.string().nullable(),
});
export type RewardPolicyRow = z.infer<typeof rewardPolicyRow>;
export const rewardPolicyReply = z.object({ rows: z.array(rewardPolicyRow), total: z.number().int() });

/** GET /api/content/reward_policy/get?id=: the /policyDetail page. */
export const rewardPolicyGetQuery = z.object({ id: idText('政策编号不正确') });
export const rewardPolicyDetail = rewardPolicyRow.extend({
  /** Sanitised HTML. */
  policyText: z.string(),
});
export type RewardPolicyDetail = z.infer<typeof rewardPolicyDetail>;
