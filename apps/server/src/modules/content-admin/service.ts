import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AD_TYPES, ERROR_CODES } from '@scf/shared';
import type { FooterContent, Language } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import { richTextHasContent } from '@scf/shared/schemas/content-admin';
import type {
  AdminAdRow,
  AdminAgreementDetail,
  AdminAgreementRow,
  AdminFriendLinkRow,
  AdminNewsDetail,
  AdminNewsRow,
  AdminNewsType,
  AdminPolicyDetail,
  AdminPolicyRow,
  AdTarget,
  ContentKind,
  ContentStatus,
  adSaveRequest,
  adTargetRequest,
  adminAdQueryRequest,
  agreementSaveRequest,
  contentListRequest,
  friendLinkSaveRequest,
  newsQueryRequest,
  newsSaveRequest,
  policySaveRequest,
  siteContent,
  SiteContent,
} from '@scf/shared/schemas/content-admin';
import type { Db } from '@/db/client.ts';
import { agreements, friendLinks, news, rewardPolicies, siteAds } from '@/db/schema.ts';
import { fieldError } from '@/lib/app-error.ts';
import { findNewsType, listNewsTypes } from '@/modules/cms/repository.ts';
import type { NewsTypeRow } from '@/modules/cms/repository.ts';
import { sanitizeRichText } from '@/modules/cms/sanitize.ts';
import { footer as publicFooter } from '@/modules/cms/service.ts';
import {
  deleteRow,
  findAd,
  findAgreement,
  findFriendLink,
  findNews,
  findPolicy,
  findSite,
  insertAd,
  insertAgreement,
  insertFriendLink,
  insertNews,
  insertPolicy,
  moveStatus,
  newsTargets,
  policyTargets,
  productTargets,
  queryAds,
  queryAgreements,
  queryFriendLinks,
  queryNews,
  queryPolicies,
  registerKind,
  rowExists,
  saveSite as writeSite,
  updateAd,
  updateAgreement,
  updateFriendLink,
  updateNews,
  updatePolicy,
} from '@/modules/content-admin/repository.ts';
import type { AdRecord, Paging, Target } from '@/modules/content-admin/repository.ts';
import { existingFileHashes } from '@/modules/financing/repository.ts';
import { insertAuditLog } from '@/modules/user/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * Content management for operators (issue 7, point 5): news of every sub-type, ads by site position,
 * reward policies, registration agreements, friend links and the site's about text, footer and page
 * configuration. New rows start unpublished; publishing and withdrawing are guarded moves; every
 * write is one transaction with its audit_log row. Rich text is sanitised with the portal's policy
 * before it is stored, so what the public calls serve was clean when it was written, too.
 */

type Data = Pick<FastifyInstance, 'db'>;

/** audit_log.entity of each kind. */
export const CONTENT_ENTITIES: Record<ContentKind | 'site', string> = {
  news: 'content_news',
  ad: 'content_ad',
  policy: 'content_policy',
  agreement: 'content_agreement',
  friendLink: 'content_friend_link',
  site: 'content_site',
};

const TABLES = {
  news,
  ad: siteAds,
  policy: rewardPolicies,
  agreement: agreements,
  friendLink: friendLinks,
} as const;

/** Rows a kind manages beyond tenant and id: agreements of registration only. */
const scopeOf = (kind: ContentKind) => (kind === 'agreement' ? registerKind : undefined);

const FILE_PREFIX = '/api/files/';
const hashOf = (url: string) => url.slice(FILE_PREFIX.length);
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

const notFound = () =>
  fieldError('id', 'exists', 'contentNotFound', { code: ERROR_CODES.NOT_FOUND, httpStatus: 404 });

async function audit(
  db: Db,
  user: AuthUser,
  kind: ContentKind | 'site',
  action: string,
  id: number | null,
  detail?: Record<string, unknown>,
) {
  await insertAuditLog(db, {
    tenantId: user.tenantId,
    actorUserId: user.id,
    action,
    entity: CONTENT_ENTITIES[kind],
    entityId: id === null ? String(user.tenantId) : String(id),
    ...(detail ? { detail } : {}),
  });
}

/** Every picture named must be a stored file; the first missing one is refused by its field. */
async function requireImages(db: Db, images: [field: string, url: string | undefined][]) {
  const named = images.filter((entry): entry is [string, string] => entry[1] !== undefined);
  const stored = await existingFileHashes(
    db,
    named.map(([, url]) => hashOf(url)),
  );
  const missing = named.find(([, url]) => !stored.has(hashOf(url)));
  if (missing) throw fieldError(missing[0], 'exists', 'contentImageMissing');
}

/**
 * The body as stored: sanitised, still saying something once the sanitiser is done, and showing
 * only pictures that are stored files (the sanitiser keeps only /api/files/<sha-256> sources).
 */
async function cleanBody(db: Db, html: string, field = 'content'): Promise<string> {
  const clean = sanitizeRichText(html);
  if (!richTextHasContent(clean)) throw fieldError(field, 'required', 'contentBodyRequired');
  const sources = [...clean.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m): [string, string] => [
    field,
    m[1] as string,
  ]);
  await requireImages(db, sources);
  return clean;
}

const offsetOf = ({ pageNo, pageSize }: { pageNo: number; pageSize: number }): Paging => ({
  offset: (pageNo - 1) * pageSize,
  limit: pageSize,
});

/** A new row's code: from the dialog's request key, so a double submission names the same row. */
const newCode = (kind: ContentKind, requestKey: string | undefined) =>
  `${kind}-${requestKey ?? randomUUID()}`;

/**
 * Writes a new row or edits one of the tenant's, with its audit row. `insert` and `update` run in
 * the transaction; an edit of a row that is not the tenant's answers "not found", and a new row whose
 * request key was used already "submitted twice"; either writes nothing.
 */
async function save(
  app: Data,
  user: AuthUser,
  kind: ContentKind,
  body: { id?: number | undefined; requestKey?: string | undefined },
  write: {
    insert: (tx: Db, code: string) => Promise<number | undefined>;
    update: (tx: Db, id: number) => Promise<boolean>;
  },
  detail: Record<string, unknown>,
): Promise<{ id: string }> {
  const { id } = body;
  return app.db.transaction(async (tx) => {
    let saved: number;
    if (id === undefined) {
      const inserted = await write.insert(tx, newCode(kind, body.requestKey));
      if (inserted === undefined) {
        throw fieldError('requestKey', 'unique', 'contentDuplicate', { code: ERROR_CODES.CONFLICT });
      }
      saved = inserted;
    } else {
      if (!(await write.update(tx, id))) throw notFound();
      saved = id;
    }
    await audit(tx, user, kind, id === undefined ? 'create' : 'update', saved, detail);
    return { id: String(saved) };
  });
}

/** Publishes or withdraws a row: one guarded UPDATE, so of two concurrent moves one wins. */
export async function moveContent(
  app: Data,
  user: AuthUser,
  kind: ContentKind,
  id: number,
  to: ContentStatus,
): Promise<void> {
  const table = TABLES[kind];
  await app.db.transaction(async (tx) => {
    if (!(await moveStatus(tx, table, user.tenantId, id, to, scopeOf(kind)))) {
      if (!(await rowExists(tx, table, user.tenantId, id, scopeOf(kind)))) throw notFound();
      throw fieldError(
        'id',
        'status',
        to === 'published' ? 'contentAlreadyPublished' : 'contentAlreadyUnpublished',
        { code: ERROR_CODES.CONFLICT },
      );
    }
    await audit(tx, user, kind, to === 'published' ? 'publish' : 'unpublish', id);
  });
}

export async function deleteContent(app: Data, user: AuthUser, kind: ContentKind, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (!(await deleteRow(tx, TABLES[kind], user.tenantId, id, scopeOf(kind)))) throw notFound();
    await audit(tx, user, kind, 'delete', id);
  });
}

// News --------------------------------------------------------------------------------------------

const typeName = (row: NewsTypeRow, language: Language) =>
  language === 'zh-TW' ? row.nameZhTw : language === 'en-US' ? row.nameEnUs : row.nameZhCn;

/** Every sub-type, the help centre's included, named in the caller's language. */
export async function newsTypes(app: Data, user: AuthUser, language: Language): Promise<AdminNewsType[]> {
  const rows = await listNewsTypes(app.db, user.tenantId, { inNewsListOnly: false });
  return rows.map((row) => ({ code: row.code, name: typeName(row, language), inNewsList: row.inNewsList }));
}

async function typeNames(app: Data, tenantId: number, language: Language) {
  const rows = await listNewsTypes(app.db, tenantId, { inNewsListOnly: false });
  return new Map(rows.map((row) => [row.code, typeName(row, language)]));
}

export async function newsList(
  app: Data,
  user: AuthUser,
  query: z.infer<typeof newsQueryRequest>,
  language: Language,
): Promise<{ rows: AdminNewsRow[]; total: number }> {
  const [names, { rows, total }] = await Promise.all([
    typeNames(app, user.tenantId, language),
    queryNews(app.db, user.tenantId, query, offsetOf(query)),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      id: String(row.id),
      subTypeName: names.get(row.subType) ?? row.subType,
      publishDate: row.publishDate.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
  };
}

export async function newsDetail(
  app: Data,
  user: AuthUser,
  id: number,
  language: Language,
): Promise<AdminNewsDetail> {
  const row = await findNews(app.db, user.tenantId, id);
  if (!row) throw notFound();
  const names = await typeNames(app, user.tenantId, language);
  return {
    id: String(row.id),
    articleName: row.articleName,
    subType: row.subType,
    subTypeName: names.get(row.subType) ?? row.subType,
    articleRemark: row.articleRemark,
    logoImageUrl: row.logoImageUrl,
    status: row.status,
    publishDate: row.publishDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    articleSource: row.articleSource,
    articleSourceLink: row.articleSourceLink,
    content: row.articleText,
  };
}

export async function saveNews(
  app: Data,
  user: AuthUser,
  body: z.infer<typeof newsSaveRequest>,
): Promise<{ id: string }> {
  if (!(await findNewsType(app.db, user.tenantId, body.subType))) {
    throw fieldError('subType', 'exists', 'contentSubTypeUnknown');
  }
  await requireImages(app.db, [['logoImageUrl', body.logoImageUrl]]);
  const values = {
    subType: body.subType,
    articleName: body.articleName,
    articleRemark: body.articleRemark ?? '',
    articleSource: body.articleSource ?? null,
    articleSourceLink: body.articleSourceLink ?? null,
    logoImageUrl: body.logoImageUrl ?? null,
    articleText: await cleanBody(app.db, body.content),
    ...(body.publishDate ? { publishDate: new Date(body.publishDate) } : {}),
  };
  return save(
    app,
    user,
    'news',
    body,
    {
      insert: (tx, code) => insertNews(tx, user.tenantId, code, values),
      update: (tx, id) => updateNews(tx, user.tenantId, id, values),
    },
    { title: body.articleName, subType: body.subType },
  );
}

// Ads ---------------------------------------------------------------------------------------------

/** The news, policies and products the ads open, by what each ad stores (id, or product code). */
async function adTargetsOf(app: Data, tenantId: number, ads: AdRecord[]) {
  const stored = (type: number) =>
    ads.flatMap((ad) => (ad.adType === type && ad.attachment ? [ad.attachment] : []));
  const ids = (type: number) =>
    stored(type)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
  const [newsRows, policyRows, productRows] = await Promise.all([
    ids(AD_TYPES.news).length ? newsTargets(app.db, tenantId, { ids: ids(AD_TYPES.news) }) : [],
    ids(AD_TYPES.policy).length ? policyTargets(app.db, tenantId, { ids: ids(AD_TYPES.policy) }) : [],
    stored(AD_TYPES.product).length
      ? productTargets(app.db, tenantId, { codes: stored(AD_TYPES.product) }, PRODUCT_STATUS.onShelf)
      : [],
  ]);
  return {
    [AD_TYPES.news]: new Map(newsRows.map((t) => [String(t.id), t])),
    [AD_TYPES.policy]: new Map(policyRows.map((t) => [String(t.id), t])),
    [AD_TYPES.product]: new Map(productRows.map((t) => [t.code, t])),
  } as Record<number, Map<string, Target>>;
}

function toAdRow(ad: AdRecord, targets: Record<number, Map<string, Target>>): AdminAdRow {
  const target = ad.attachment ? targets[ad.adType]?.get(ad.attachment) : undefined;
  return {
    id: String(ad.id),
    positionCode: ad.positionCode,
    title: ad.title,
    imageUrl: ad.imageUrl,
    adType: ad.adType,
    attachment: target ? String(target.id) : null,
    attachmentName: target?.name ?? null,
    hyperlink: ad.hyperlink,
    sortOrder: ad.sortOrder,
    status: ad.status,
    startAt: iso(ad.startAt),
    endAt: iso(ad.endAt),
  };
}

export async function adList(
  app: Data,
  user: AuthUser,
  query: z.infer<typeof adminAdQueryRequest>,
): Promise<{ rows: AdminAdRow[]; total: number }> {
  const { rows, total } = await queryAds(app.db, user.tenantId, query, offsetOf(query));
  const targets = await adTargetsOf(app, user.tenantId, rows);
  return { rows: rows.map((row) => toAdRow(row, targets)), total };
}

export async function adDetail(app: Data, user: AuthUser, id: number): Promise<AdminAdRow> {
  const row = await findAd(app.db, user.tenantId, id);
  if (!row) throw notFound();
  return toAdRow(row, await adTargetsOf(app, user.tenantId, [row]));
}

/** What an ad of a type may open, by name. */
export async function adTargets(
  app: Data,
  user: AuthUser,
  { adType, keyword }: z.infer<typeof adTargetRequest>,
): Promise<{ rows: AdTarget[]; total: number }> {
  const by = { keyword, limit: 50 };
  const found =
    adType === AD_TYPES.news
      ? await newsTargets(app.db, user.tenantId, by)
      : adType === AD_TYPES.policy
        ? await policyTargets(app.db, user.tenantId, by)
        : await productTargets(app.db, user.tenantId, by, PRODUCT_STATUS.onShelf);
  const rows = found.map((t) => ({ id: String(t.id), name: t.name, live: t.live }));
  return { rows, total: rows.length };
}

/** The attachment as stored: the news or policy id, or the product's code; refused when not the tenant's. */
async function storedAttachment(app: Data, tenantId: number, adType: number, id: number): Promise<string> {
  const [target] =
    adType === AD_TYPES.news
      ? await newsTargets(app.db, tenantId, { ids: [id] })
      : adType === AD_TYPES.policy
        ? await policyTargets(app.db, tenantId, { ids: [id] })
        : await productTargets(app.db, tenantId, { ids: [id] }, PRODUCT_STATUS.onShelf);
  if (!target) throw fieldError('attachment', 'exists', 'contentAttachmentMissing');
  return adType === AD_TYPES.product ? target.code : String(target.id);
}

export async function saveAd(
  app: Data,
  user: AuthUser,
  body: z.infer<typeof adSaveRequest>,
): Promise<{ id: string }> {
  await requireImages(app.db, [['imageUrl', body.imageUrl]]);
  const link = body.adType === AD_TYPES.link;
  const values = {
    positionCode: body.positionCode,
    title: body.title,
    imageUrl: body.imageUrl,
    adType: body.adType,
    attachment: link ? null : await storedAttachment(app, user.tenantId, body.adType, body.attachment ?? 0),
    hyperlink: link ? (body.hyperlink ?? null) : null,
    sortOrder: body.sortOrder,
    startAt: body.startAt ? new Date(body.startAt) : null,
    endAt: body.endAt ? new Date(body.endAt) : null,
  };
  return save(
    app,
    user,
    'ad',
    body,
    {
      insert: (tx, code) => insertAd(tx, user.tenantId, code, values),
      update: (tx, id) => updateAd(tx, user.tenantId, id, values),
    },
    { title: body.title, positionCode: body.positionCode, adType: body.adType },
  );
}

// Financing (reward) policies ---------------------------------------------------------------------

type PolicyRecord = NonNullable<Awaited<ReturnType<typeof findPolicy>>>;

const toPolicyRow = (row: PolicyRecord): AdminPolicyRow => ({
  id: String(row.id),
  policyName: row.policyName,
  policyRemark: row.policyRemark,
  issuer: row.issuer,
  logoImageUrl: row.logoImageUrl,
  validFrom: row.validFrom,
  validTo: row.validTo,
  status: row.status,
  publishDate: row.publishDate.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function policyList(
  app: Data,
  user: AuthUser,
  query: z.infer<typeof contentListRequest>,
): Promise<{ rows: AdminPolicyRow[]; total: number }> {
  const { rows, total } = await queryPolicies(app.db, user.tenantId, query, offsetOf(query));
  return { rows: rows.map(toPolicyRow), total };
}

export async function policyDetail(app: Data, user: AuthUser, id: number): Promise<AdminPolicyDetail> {
  const row = await findPolicy(app.db, user.tenantId, id);
  if (!row) throw notFound();
  return { ...toPolicyRow(row), content: row.policyText };
}

export async function savePolicy(
  app: Data,
  user: AuthUser,
  body: z.infer<typeof policySaveRequest>,
): Promise<{ id: string }> {
  await requireImages(app.db, [['logoImageUrl', body.logoImageUrl]]);
  const values = {
    policyName: body.policyName,
    policyRemark: body.policyRemark ?? '',
    issuer: body.issuer,
    logoImageUrl: body.logoImageUrl ?? null,
    validFrom: body.validFrom ?? null,
    validTo: body.validTo ?? null,
    policyText: await cleanBody(app.db, body.content),
    ...(body.publishDate ? { publishDate: new Date(body.publishDate) } : {}),
  };
  return save(
    app,
    user,
    'policy',
    body,
    {
      insert: (tx, code) => insertPolicy(tx, user.tenantId, code, values),
      update: (tx, id) => updatePolicy(tx, user.tenantId, id, values),
    },
    { title: body.policyName },
  );
}

// Registration agreements -------------------------------------------------------------------------

export async function agreementList(
  app: Data,
  user: AuthUser,
  query: z.infer<typeof contentListRequest>,
): Promise<{ rows: AdminAgreementRow[]; total: number }> {
  const { rows, total } = await queryAgreements(app.db, user.tenantId, query, offsetOf(query));
  return { rows: rows.map((row) => ({ ...row, id: String(row.id) })), total };
}

export async function agreementDetail(app: Data, user: AuthUser, id: number): Promise<AdminAgreementDetail> {
  const row = await findAgreement(app.db, user.tenantId, id);
  if (!row) throw notFound();
  return {
    id: String(row.id),
    articleName: row.articleName,
    sortOrder: row.sortOrder,
    status: row.status,
    content: row.articleText,
  };
}

export async function saveAgreement(
  app: Data,
  user: AuthUser,
  body: z.infer<typeof agreementSaveRequest>,
): Promise<{ id: string }> {
  const values = { articleName: body.articleName, articleText: body.content, sortOrder: body.sortOrder };
  return save(
    app,
    user,
    'agreement',
    body,
    {
      insert: (tx, code) => insertAgreement(tx, user.tenantId, code, values),
      update: (tx, id) => updateAgreement(tx, user.tenantId, id, values),
    },
    { title: body.articleName },
  );
}

// Friend links ------------------------------------------------------------------------------------

type FriendLinkRecord = NonNullable<Awaited<ReturnType<typeof findFriendLink>>>;

const toFriendLinkRow = (row: FriendLinkRecord): AdminFriendLinkRow => ({
  id: String(row.id),
  name: row.name,
  url: row.url,
  logoUrl: row.logoUrl,
  sortOrder: row.sortOrder,
  status: row.status,
});

export async function friendLinkList(
  app: Data,
  user: AuthUser,
  query: z.infer<typeof contentListRequest>,
): Promise<{ rows: AdminFriendLinkRow[]; total: number }> {
  const { rows, total } = await queryFriendLinks(app.db, user.tenantId, query, offsetOf(query));
  return { rows: rows.map(toFriendLinkRow), total };
}

export async function friendLinkDetail(app: Data, user: AuthUser, id: number): Promise<AdminFriendLinkRow> {
  const row = await findFriendLink(app.db, user.tenantId, id);
  if (!row) throw notFound();
  return toFriendLinkRow(row);
}

export async function saveFriendLink(
  app: Data,
  user: AuthUser,
  body: z.infer<typeof friendLinkSaveRequest>,
): Promise<{ id: string }> {
  await requireImages(app.db, [['logoUrl', body.logoUrl]]);
  const values = { name: body.name, url: body.url, logoUrl: body.logoUrl, sortOrder: body.sortOrder };
  return save(
    app,
    user,
    'friendLink',
    body,
    {
      insert: (tx, code) => insertFriendLink(tx, user.tenantId, code, values),
      update: (tx, id) => updateFriendLink(tx, user.tenantId, id, values),
    },
    { title: body.name },
  );
}

// Site --------------------------------------------------------------------------------------------

/** A tenant without a page configuration yet shows the platform's name (as get_system_page_config does). */
const DEFAULT_PLATFORM_NAME = '供应链金融服务平台';
const urlOf = (hash: string | null) => (hash === null ? null : fileUrl(hash));

export async function siteDetail(app: Data, user: AuthUser): Promise<SiteContent> {
  const [{ about, config }, footer] = await Promise.all([
    findSite(app.db, user.tenantId),
    publicFooter(app.db, user.tenantId),
  ]);
  return {
    about: {
      articleName: about?.articleName ?? '',
      logoImageUrl: about?.logoImageUrl ?? null,
      content: about?.articleText ?? '',
    },
    footer,
    pageConfig: {
      platformName: config?.platformName ?? DEFAULT_PLATFORM_NAME,
      headerLogoUrl: urlOf(config?.headerLogoHash ?? null),
      loginLogoUrl: urlOf(config?.loginLogoHash ?? null),
      footerLogoUrl: urlOf(config?.footerLogoHash ?? null),
      servicePhone: config?.servicePhone ?? null,
    },
  };
}

export async function saveSite(app: Data, user: AuthUser, body: z.infer<typeof siteContent>): Promise<void> {
  const { about, footer, pageConfig } = body;
  await requireImages(app.db, [
    ['about.logoImageUrl', about.logoImageUrl],
    ...footer.qrCodes.map((qr, i): [string, string] => [`footer.qrCodes.${i}.imageUrl`, qr.imageUrl]),
    ['pageConfig.headerLogoUrl', pageConfig.headerLogoUrl],
    ['pageConfig.loginLogoUrl', pageConfig.loginLogoUrl],
    ['pageConfig.footerLogoUrl', pageConfig.footerLogoUrl],
  ]);
  const footerContent: FooterContent = {
    platformName: footer.platformName,
    operatorName: footer.operatorName ?? '',
    address: footer.address ?? '',
    servicePhone: footer.servicePhone ?? '',
    serviceEmail: footer.serviceEmail ?? '',
    serviceHours: footer.serviceHours,
    copyright: footer.copyright ?? '',
    icpNo: footer.icpNo ?? '',
    icpUrl: footer.icpUrl ?? '',
    qrCodes: footer.qrCodes,
  };
  const hash = (url: string | undefined) => (url === undefined ? null : hashOf(url));
  const values = {
    about: {
      articleName: about.articleName,
      logoImageUrl: about.logoImageUrl ?? null,
      articleText: await cleanBody(app.db, about.content, 'about.content'),
    },
    footer: footerContent,
    config: {
      platformName: pageConfig.platformName,
      headerLogoHash: hash(pageConfig.headerLogoUrl),
      loginLogoHash: hash(pageConfig.loginLogoUrl),
      footerLogoHash: hash(pageConfig.footerLogoUrl),
      servicePhone: pageConfig.servicePhone ?? null,
    },
  };
  await app.db.transaction(async (tx) => {
    await writeSite(tx, user.tenantId, values);
    await audit(tx, user, 'site', 'update', null, { sections: ['about', 'footer', 'pageConfig'] });
  });
}
