import type { FastifyRequest } from 'fastify';
import { AD_TYPES, ERROR_CODES, SUPPORT_HOURS } from '@scf/shared';
import type {
  AboutUs,
  AdRow,
  AdType,
  FooterContent,
  FriendLink,
  Language,
  NewsRow,
  NewsSearchRequest,
  NewsType,
  RewardPolicyDetail,
  RewardPolicyRow,
  ValidationMessageKey,
} from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { fieldError, refusal } from '@/lib/app-error.ts';
import { referenceCache } from '@/lib/reference-cache.ts';
import { defaultTenantId } from '@/modules/auth/default-tenant.ts';
import {
  findAboutUs,
  findFooter,
  findPublishedNews,
  findPublishedRewardPolicy,
  listAds,
  listFriendLinks,
  listNewsTypes,
  listRewardPolicies,
  onShelfProductIds,
  publishedNewsIds,
  publishedRewardPolicyIds,
  searchNews,
} from '@/modules/cms/repository.ts';
import type { NewsArticle, NewsTypeRow, RewardPolicy, SiteAd } from '@/modules/cms/repository.ts';
import { ownImage, safeLink, sanitizeRichText } from '@/modules/cms/sanitize.ts';

/** The portal's public content (business.md sections 2, 3, 7). */

const CMS_TEXTS = {
  newsTypeUnknown: 'newsTypeUnknown',
  newsNotFound: 'newsNotFound',
  policyNotFound: 'policyNotFound',
  tenantUnknown: 'tenantUnknown',
} as const satisfies Record<string, ValidationMessageKey>;

/** A refusal naming the field: 400 for bad input, 404 for an id that names nothing published. */
const refuse = (field: string, rule: string, key: ValidationMessageKey, notFound = false) =>
  fieldError(field, rule, key, notFound ? { code: ERROR_CODES.NOT_FOUND, httpStatus: 404 } : {});

/**
 * Whose content a request reads: the signed-in user's tenant (from the server session), else the
 * default tenant. Never a value the client sends.
 */
export async function contentTenantId(db: Db, request: FastifyRequest): Promise<number> {
  const session = await request.session.loadForPublicRead();
  if (session.userId !== null && session.tenantId !== null) return session.tenantId;
  return defaultTenantId(db, unknownTenant);
}

/**
 * News types change only by seed or in SQL (no screen writes them), and the public
 * pages read them on every request: they are kept a minute.
 */
const REFERENCE_TTL_MS = 60_000;

const unknownTenant = () => refusal(ERROR_CODES.NOT_FOUND, CMS_TEXTS.tenantUnknown, { httpStatus: 404 });

/** Every news type of a tenant, in their order. */
const newsTypesOf = referenceCache(REFERENCE_TTL_MS, (db, tenantId: number) =>
  listNewsTypes(db, tenantId, { inNewsListOnly: false }),
);

const typeName = (row: NewsTypeRow, language: Language) =>
  language === 'zh-TW' ? row.nameZhTw : language === 'en-US' ? row.nameEnUs : row.nameZhCn;

function toNewsRow(row: NewsArticle, typeNames: Map<string, string>): NewsRow {
  return {
    id: String(row.id),
    articleName: row.articleName,
    articleRemark: row.articleRemark,
    publishDate: row.publishDate.toISOString(),
    logoImageUrl: ownImage(row.logoImageUrl),
    articalSubType: row.subType,
    articalSubTypeName: typeNames.get(row.subType) ?? row.subType,
    articleSource: row.articleSource,
    articleSourceLink: safeLink(row.articleSourceLink),
    articleText: sanitizeRichText(row.articleText),
  };
}

/** The news list's sub-types: every type but helpCenter's kind, which /help shows instead. */
export async function newsTypeList(db: Db, tenantId: number, language: Language): Promise<NewsType[]> {
  const rows = (await newsTypesOf(db, tenantId)).filter((row) => row.inNewsList);
  return rows.map((row) => ({ code: row.code, name: typeName(row, language) }));
}

/**
 * A page of published news, newest first. Without a sub-type: every type of the news list (help
 * articles excluded); with one, that type (helpCenter included, for /help). An unknown sub-type is
 * refused rather than answered with an empty page, so a mistyped link says what is wrong.
 */
export async function newsPage(
  db: Db,
  tenantId: number,
  query: NewsSearchRequest,
  language: Language,
): Promise<{ rows: NewsRow[]; total: number }> {
  const all = await newsTypesOf(db, tenantId);
  const names = new Map(all.map((row) => [row.code, typeName(row, language)]));
  let subTypes: string[];
  if (query.articalSubType) {
    if (!names.has(query.articalSubType)) {
      throw refuse('articalSubType', 'exists', CMS_TEXTS.newsTypeUnknown);
    }
    subTypes = [query.articalSubType];
  } else {
    subTypes = all.filter((row) => row.inNewsList).map((row) => row.code);
  }
  const { rows, total } = await searchNews(db, tenantId, subTypes, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { rows: rows.map((row) => toNewsRow(row, names)), total };
}

export async function newsDetail(db: Db, tenantId: number, id: number, language: Language): Promise<NewsRow> {
  const row = await findPublishedNews(db, tenantId, id);
  if (!row) throw refuse('newsId', 'exists', CMS_TEXTS.newsNotFound, true);
  const type = (await newsTypesOf(db, tenantId)).find((t) => t.code === row.subType);
  return toNewsRow(row, new Map(type ? [[type.code, typeName(type, language)]] : []));
}

function toPolicyRow(row: RewardPolicy): RewardPolicyRow {
  return {
    id: String(row.id),
    policyName: row.policyName,
    policyRemark: row.policyRemark,
    issuer: row.issuer,
    publishDate: row.publishDate.toISOString(),
    validFrom: row.validFrom,
    validTo: row.validTo,
    logoImageUrl: ownImage(row.logoImageUrl),
  };
}

export async function rewardPolicyPage(
  db: Db,
  tenantId: number,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
): Promise<{ rows: RewardPolicyRow[]; total: number }> {
  const { rows, total } = await listRewardPolicies(db, tenantId, {
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return { rows: rows.map(toPolicyRow), total };
}

export async function rewardPolicyDetail(db: Db, tenantId: number, id: number): Promise<RewardPolicyDetail> {
  const row = await findPublishedRewardPolicy(db, tenantId, id);
  if (!row) throw refuse('id', 'exists', CMS_TEXTS.policyNotFound, true);
  return { ...toPolicyRow(row), policyText: sanitizeRichText(row.policyText) };
}

/** A tenant without an about text yet gets an empty one rather than an error: the page still shows. */
export async function aboutUsContent(db: Db, tenantId: number): Promise<AboutUs> {
  const row = await findAboutUs(db, tenantId);
  return {
    articleName: row?.articleName ?? '',
    logoImageUrl: ownImage(row?.logoImageUrl),
    articleText: row ? sanitizeRichText(row.articleText) : '',
  };
}

export async function friendLinkList(db: Db, tenantId: number): Promise<FriendLink[]> {
  const rows = await listFriendLinks(db, tenantId);
  // A link whose url or logo is not safe is left out rather than shown broken.
  return rows.flatMap((row) => {
    const url = safeLink(row.url);
    const logo = ownImage(row.logoUrl);
    return url && logo ? [{ id: String(row.id), name: row.name, url, logo }] : [];
  });
}

/**
 * The ads of a position. A news, policy or product ad whose target is gone (unpublished, deleted)
 * is left out, so a banner never opens an error page.
 */
export async function adList(
  db: Db,
  tenantId: number,
  positionCode: string,
  now: Date = new Date(),
): Promise<AdRow[]> {
  const ads = await listAds(db, tenantId, positionCode, now);
  const attachments = (type: AdType) =>
    ads.flatMap((ad) => (ad.adType === type && ad.attachment ? [ad.attachment] : []));
  const ids = (type: AdType) =>
    attachments(type)
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
  const productCodes = attachments(AD_TYPES.product);
  const [newsIds, policyIds, productIds] = await Promise.all([
    publishedNewsIds(db, tenantId, ids(AD_TYPES.news)),
    publishedRewardPolicyIds(db, tenantId, ids(AD_TYPES.policy)),
    onShelfProductIds(db, tenantId, productCodes),
  ]);

  const target = (ad: SiteAd): { link: string | null; attachment: string | null } | undefined => {
    const attachment = ad.attachment ?? '';
    switch (ad.adType) {
      case AD_TYPES.link: {
        const link = safeLink(ad.hyperlink);
        return link ? { link, attachment: null } : undefined;
      }
      case AD_TYPES.news:
        return newsIds.has(Number(attachment)) ? { link: null, attachment } : undefined;
      case AD_TYPES.policy:
        return policyIds.has(Number(attachment)) ? { link: null, attachment } : undefined;
      case AD_TYPES.product: {
        const productId = productIds.get(attachment);
        return productId ? { link: null, attachment: productId } : undefined;
      }
      default:
        return undefined;
    }
  };

  return ads.flatMap((ad) => {
    const to = target(ad);
    const image = ownImage(ad.imageUrl);
    if (!to || !image) return [];
    return [
      {
        id: String(ad.id),
        title: ad.title,
        adImageUrl: image,
        adType: ad.adType as AdType,
        adHyperlinks: to.link,
        adAttachment: to.attachment,
      },
    ];
  });
}

/** Defaults a tenant's footer falls back to before its own is stored. */
export async function footer(db: Db, tenantId: number): Promise<FooterContent> {
  const row = await findFooter(db, tenantId);
  if (row) return { ...row.content, qrCodes: row.content.qrCodes.filter((qr) => ownImage(qr.imageUrl)) };
  return {
    platformName: '',
    operatorName: '',
    address: '',
    servicePhone: '',
    serviceEmail: '',
    serviceHours: { ...SUPPORT_HOURS },
    copyright: '',
    icpNo: '',
    icpUrl: '',
    qrCodes: [],
  };
}
