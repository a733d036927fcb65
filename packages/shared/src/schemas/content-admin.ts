import { z } from 'zod';
import { OWN_FILE_URL } from '../rich-text-policy.ts';
import { AD_TYPES } from './content.ts';

/**
 * Content management for operators (issue 7, point 5): the public content of ./content.ts written,
 * published and withdrawn by the back office. Paths are ours (docs/decisions.md); every call is a
 * POST served by apps/server/src/modules/content-admin:
 *
 *   /api/admin/content/news/query          newsQueryRequest        → page(adminNewsRow)
 *   /api/admin/content/news/get            contentIdRequest        → adminNewsDetail
 *   /api/admin/content/news/save           newsSaveRequest         → { id }   (new rows start unpublished;
 *                                                                            a requestKey makes a double
 *                                                                            submission write one row)
 *   /api/admin/content/news/{publish,unpublish,delete}  contentIdRequest → null
 *   /api/admin/content/news_type/query     (no body)               → page(adminNewsType)
 *   /api/admin/content/ad/…                the same six, with adQueryRequest / adSaveRequest
 *   /api/admin/content/ad/targets          adTargetRequest         → page(adTarget)  (what an ad opens)
 *   /api/admin/content/policy/…            the same six, policyQueryRequest / policySaveRequest
 *   /api/admin/content/agreement/…         the same six, contentListRequest / agreementSaveRequest
 *   /api/admin/content/friend_link/…       the same six, contentListRequest / friendLinkSaveRequest
 *   /api/admin/content/site/get            (no body)               → siteContent
 *   /api/admin/content/site/save           siteContent             → null   (about, footer, page config as a whole)
 *
 * Rights: query, get and site/get need CONTENT_EDIT or CONTENT_PUBLISH; save, delete and site/save
 * CONTENT_EDIT; publish and unpublish CONTENT_PUBLISH. Everything is the signed-in operator's tenant's;
 * another tenant's id answers "not found". Rich text travels in fields named `content`: the request
 * client leaves those unescaped (lib/request/transform.ts), and the server sanitises them with the
 * portal's policy (../rich-text-policy.ts) before storing. Images are files uploaded through
 * POST /api/file/upload?accept=image, referred to by their URL /api/files/<sha-256>. Dates travel as
 * ISO 8601 strings, ids as strings. Messages are keys of ../messages-content-admin.ts.
 */

export const CONTENT_ADMIN_LIMITS = {
  title: 100,
  name: 50,
  summary: 300,
  source: 50,
  url: 500,
  body: 200_000,
  agreementText: 50_000,
  keyword: 50,
  sortOrderMax: 9_999,
  footerText: 200,
  qrCodes: 4,
  pageSize: 10,
  maxPageSize: 100,
  targets: 50,
} as const;

export const CONTENT_STATUSES = ['published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The kinds of content with a list, publishing and an audit entity of their own. */
export const CONTENT_KINDS = ['news', 'ad', 'policy', 'agreement', 'friendLink'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * An http(s) address with a host name (or IP) and no spaces, quotes or angle brackets: no
 * javascript:, data: or protocol-relative URL. (A pattern rather than URL: shared code runs without
 * DOM or Node types.)
 */
const HTTP_URL =
  /^https?:\/\/([A-Za-z0-9\u00a1-\uffff-]+(\.[A-Za-z0-9\u00a1-\uffff-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?([/?#][^\s<>"']*)?$/i;
export const isHttpUrl = (value: string): boolean => HTTP_URL.test(value);

/** What a body shows once its tags are gone: text, or at least a picture. */
export function richTextHasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string(tooLong).trim().max(max, tooLong).optional());

const httpUrl = z
  .string('contentUrlRule')
  .trim()
  .max(CONTENT_ADMIN_LIMITS.url, 'contentUrlRule')
  .refine(isHttpUrl, 'contentUrlRule');
const optionalHttpUrl = z.preprocess(blankToUndefined, httpUrl.optional());

/** A picture of our file store, as the upload answered it. */
export const contentImageUrl = z
  .string('contentImageRequired')
  .trim()
  .regex(OWN_FILE_URL, 'contentImageRule');
const optionalImage = z.preprocess(blankToUndefined, contentImageUrl.optional());

/** A point in time with its offset, as Date.prototype.toISOString writes it. */
const dateTime = z.iso.datetime({ offset: true, error: 'contentDateRule' });
const optionalDateTime = z.preprocess(blankToUndefined, dateTime.optional());
const optionalDate = z.preprocess(blankToUndefined, z.iso.date('contentDateRule').optional());

const richText = z
  .string('contentBodyRequired')
  .max(CONTENT_ADMIN_LIMITS.body, 'contentBodyMax')
  .refine(richTextHasContent, 'contentBodyRequired');

/** A list position, 0 first; empty means 0. */
const sortOrder = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string().trim()], 'contentSortRule')
    .refine((v) => /^\d{1,4}$/.test(String(v)), 'contentSortRule')
    .transform(Number)
    .default(0),
);

const idField = z
  .union([z.number(), z.string().trim()], 'contentIdRule')
  .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)), 'contentIdRule')
  .transform(Number);
const optionalId = z.preprocess(blankToUndefined, idField.optional());

/**
 * What a save carries besides the form: the row's id when editing; when writing a new row, the key
 * the dialog drew when it opened, so that a double submission writes one row (the key is unique per
 * tenant and kind) and the second is refused.
 */
const saveFields = {
  id: optionalId,
  requestKey: z.preprocess(
    blankToUndefined,
    z
      .string('contentRequestKeyRule')
      .regex(/^[A-Za-z0-9-]{16,64}$/, 'contentRequestKeyRule')
      .optional(),
  ),
};

/** A code of the news types or of a site position: letters, digits, underscores. */
const code = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(32, message)
    .regex(/^[A-Za-z0-9_]+$/, message);

/** Adds an issue on `path` when `later` is not after `earlier` (both optional). */
function orderCheck(
  ctx: { value: Record<string, unknown>; issues: unknown[] },
  earlier: string,
  later: string,
  message: string,
  strictly: boolean,
) {
  const a = ctx.value[earlier];
  const b = ctx.value[later];
  if (typeof a !== 'string' || typeof b !== 'string') return;
  const [from, to] = [Date.parse(a), Date.parse(b)];
  if (Number.isNaN(from) || Number.isNaN(to)) return;
  if (strictly ? to <= from : to < from) {
    ctx.issues.push({ code: 'custom', message, path: [later], input: b });
  }
}

export const contentIdRequest = z.object({ id: idField });
export type ContentIdRequest = z.input<typeof contentIdRequest>;
export const contentSaveReply = z.object({ id: z.string() });

const pageNo = z.coerce
  .number('pageNoRule')
  .int('pageNoRule')
  .min(1, 'pageNoRule')
  .max(100_000, 'pageNoRule');
const pageSize = z.coerce
  .number('pageSizeRule')
  .int('pageSizeRule')
  .min(1, 'pageSizeRule')
  .max(CONTENT_ADMIN_LIMITS.maxPageSize, 'pageSizeRule');

/** Every list: a page, optionally one status and a keyword matched against the title or name. */
export const contentListRequest = z.object({
  pageNo: pageNo.default(1),
  pageSize: pageSize.default(CONTENT_ADMIN_LIMITS.pageSize),
  status: z.preprocess(blankToUndefined, z.enum(CONTENT_STATUSES, 'contentStatusRule').optional()),
  keyword: optionalText(CONTENT_ADMIN_LIMITS.keyword, 'keywordMax'),
});
export type ContentListRequest = z.input<typeof contentListRequest>;

const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

// News -------------------------------------------------------------------------------------------

export const newsQueryRequest = contentListRequest.extend({
  subType: z.preprocess(blankToUndefined, code('contentSubTypeRule').optional()),
});
export type NewsQueryRequest = z.input<typeof newsQueryRequest>;

export const newsForm = z.object({
  articleName: requiredText(CONTENT_ADMIN_LIMITS.title, 'contentTitleRequired', 'contentTitleMax'),
  subType: code('contentSubTypeRule'),
  articleRemark: optionalText(CONTENT_ADMIN_LIMITS.summary, 'contentSummaryMax'),
  articleSource: optionalText(CONTENT_ADMIN_LIMITS.source, 'contentSourceMax'),
  articleSourceLink: optionalHttpUrl,
  logoImageUrl: optionalImage,
  /** Absent: now for a new article, unchanged for an edited one. */
  publishDate: optionalDateTime,
  /** The body (HTML). */
  content: richText,
});
export type NewsForm = z.input<typeof newsForm>;
export const newsSaveRequest = newsForm.safeExtend(saveFields);

export const adminNewsType = z.object({ code: z.string(), name: z.string(), inNewsList: z.boolean() });
export type AdminNewsType = z.infer<typeof adminNewsType>;
export const adminNewsTypeReply = page(adminNewsType);

export const adminNewsRow = z.object({
  id: z.string(),
  articleName: z.string(),
  subType: z.string(),
  subTypeName: z.string(),
  articleRemark: z.string(),
  logoImageUrl: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  publishDate: z.string(),
  updatedAt: z.string(),
});
export type AdminNewsRow = z.infer<typeof adminNewsRow>;
export const adminNewsPage = page(adminNewsRow);
export const adminNewsDetail = adminNewsRow.extend({
  articleSource: z.string().nullable(),
  articleSourceLink: z.string().nullable(),
  content: z.string(),
});
export type AdminNewsDetail = z.infer<typeof adminNewsDetail>;

// Ads --------------------------------------------------------------------------------------------

export const AD_TYPE_VALUES = [AD_TYPES.link, AD_TYPES.news, AD_TYPES.policy, AD_TYPES.product] as const;

export const adminAdQueryRequest = contentListRequest.extend({
  positionCode: z.preprocess(blankToUndefined, code('contentPositionRule').optional()),
});
export type AdminAdQueryRequest = z.input<typeof adminAdQueryRequest>;

const adType = z
  .union([z.number(), z.string().trim()], 'contentAdTypeRule')
  .transform(Number)
  .refine((v) => (AD_TYPE_VALUES as readonly number[]).includes(v), 'contentAdTypeRule');

/** A link of an ad or in a text: an http(s) address or a path of this site (/voucher). */
export function isHttpOrSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) || isHttpUrl(value);
}

export const adForm = z
  .object({
    positionCode: code('contentPositionRule'),
    title: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentTitleRequired', 'contentNameMax'),
    imageUrl: contentImageUrl,
    adType,
    /** The id of the news, policy or product an ad of type 3, 4 or 5 opens. */
    attachment: z.preprocess(blankToUndefined, idField.optional()),
    /** The address an ad of type 1 opens. */
    hyperlink: z.preprocess(
      blankToUndefined,
      z
        .string('contentLinkRule')
        .trim()
        .max(CONTENT_ADMIN_LIMITS.url, 'contentLinkRule')
        .refine(isHttpOrSitePath, 'contentLinkRule')
        .optional(),
    ),
    sortOrder,
    startAt: optionalDateTime,
    endAt: optionalDateTime,
  })
  .check((ctx) => {
    const v = ctx.value;
    if (v.adType === AD_TYPES.link && v.hyperlink === undefined) {
      ctx.issues.push({ code: 'custom', message: 'contentHyperlinkRequired', path: ['hyperlink'], input: v });
    }
    if (v.adType !== AD_TYPES.link && v.attachment === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: 'contentAttachmentRequired',
        path: ['attachment'],
        input: v,
      });
    }
    orderCheck(ctx, 'startAt', 'endAt', 'contentEndAfterStart', true);
  });
export type AdForm = z.input<typeof adForm>;
export const adSaveRequest = adForm.safeExtend(saveFields);

export const adminAdRow = z.object({
  id: z.string(),
  positionCode: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  adType: z.number().int(),
  /** The id of what the ad opens (types 3, 4, 5); null when it no longer exists. */
  attachment: z.string().nullable(),
  /** Its title or name, for the list. */
  attachmentName: z.string().nullable(),
  hyperlink: z.string().nullable(),
  sortOrder: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type AdminAdRow = z.infer<typeof adminAdRow>;
export const adminAdPage = page(adminAdRow);
export const adminAdDetail = adminAdRow;

/** What an ad of a type may open: the tenant's news, policies or products, by name. */
export const adTargetRequest = z.object({
  adType: adType.refine((v) => v !== AD_TYPES.link, 'contentAdTypeRule'),
  keyword: optionalText(CONTENT_ADMIN_LIMITS.keyword, 'keywordMax'),
});
export const adTarget = z.object({
  id: z.string(),
  name: z.string(),
  /** Published (news, policy) or on the shelf (product): only then does the banner show the ad. */
  live: z.boolean(),
});
export type AdTarget = z.infer<typeof adTarget>;
export const adTargetReply = page(adTarget);

// Financing (reward) policies ---------------------------------------------------------------------

export const policyQueryRequest = contentListRequest;

export const policyForm = z
  .object({
    policyName: requiredText(CONTENT_ADMIN_LIMITS.title, 'contentNameRequired', 'contentTitleMax'),
    policyRemark: optionalText(CONTENT_ADMIN_LIMITS.summary, 'contentSummaryMax'),
    issuer: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentIssuerRequired', 'contentIssuerMax'),
    logoImageUrl: optionalImage,
    validFrom: optionalDate,
    validTo: optionalDate,
    publishDate: optionalDateTime,
    content: richText,
  })
  .check((ctx) => orderCheck(ctx, 'validFrom', 'validTo', 'contentValidToOrder', false));
export type PolicyForm = z.input<typeof policyForm>;
export const policySaveRequest = policyForm.safeExtend(saveFields);

export const adminPolicyRow = z.object({
  id: z.string(),
  policyName: z.string(),
  policyRemark: z.string(),
  issuer: z.string(),
  logoImageUrl: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  publishDate: z.string(),
  updatedAt: z.string(),
});
export type AdminPolicyRow = z.infer<typeof adminPolicyRow>;
export const adminPolicyPage = page(adminPolicyRow);
export const adminPolicyDetail = adminPolicyRow.extend({ content: z.string() });
export type AdminPolicyDetail = z.infer<typeof adminPolicyDetail>;

// Registration agreements ---------------------------------------------------------------------------

export const agreementForm = z.object({
  articleName: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentNameRequired', 'contentNameMax'),
  /** Plain text, shown as written at registration. */
  content: requiredText(
    CONTENT_ADMIN_LIMITS.agreementText,
    'contentAgreementTextRequired',
    'contentAgreementTextMax',
  ),
  sortOrder,
});
export type AgreementForm = z.input<typeof agreementForm>;
export const agreementSaveRequest = agreementForm.safeExtend(saveFields);

export const adminAgreementRow = z.object({
  id: z.string(),
  articleName: z.string(),
  sortOrder: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
});
export type AdminAgreementRow = z.infer<typeof adminAgreementRow>;
export const adminAgreementPage = page(adminAgreementRow);
export const adminAgreementDetail = adminAgreementRow.extend({ content: z.string() });
export type AdminAgreementDetail = z.infer<typeof adminAgreementDetail>;

// Friend links ------------------------------------------------------------------------------------

export const friendLinkForm = z.object({
  name: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentNameRequired', 'contentNameMax'),
  url: httpUrl,
  logoUrl: contentImageUrl,
  sortOrder,
});
export type FriendLinkForm = z.input<typeof friendLinkForm>;
export const friendLinkSaveRequest = friendLinkForm.safeExtend(saveFields);

export const adminFriendLinkRow = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logoUrl: z.string(),
  sortOrder: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
});
export type AdminFriendLinkRow = z.infer<typeof adminFriendLinkRow>;
export const adminFriendLinkPage = page(adminFriendLinkRow);
export const adminFriendLinkDetail = adminFriendLinkRow;

// Site: about text, footer, page configuration ----------------------------------------------------------

const footerText = optionalText(CONTENT_ADMIN_LIMITS.footerText, 'contentFooterTextMax');
const hours = z
  .string('contentHoursRule')
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'contentHoursRule');
const minutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const phone = z.preprocess(
  blankToUndefined,
  z
    .string('contentPhoneRule')
    .trim()
    .regex(/^[0-9+\-\s()]{5,20}$/, 'contentPhoneRule')
    .optional(),
);

export const siteAboutForm = z.object({
  articleName: requiredText(CONTENT_ADMIN_LIMITS.title, 'contentTitleRequired', 'contentTitleMax'),
  logoImageUrl: optionalImage,
  content: richText,
});

export const siteFooterForm = z
  .object({
    platformName: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentPlatformNameRequired', 'contentNameMax'),
    operatorName: footerText,
    address: footerText,
    servicePhone: phone,
    serviceEmail: z.preprocess(
      blankToUndefined,
      z.email('contentEmailRule').max(100, 'contentEmailRule').optional(),
    ),
    serviceHours: z.object({ open: hours, close: hours }),
    copyright: footerText,
    icpNo: optionalText(50, 'contentFooterTextMax'),
    icpUrl: optionalHttpUrl,
    qrCodes: z
      .array(
        z.object({
          name: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentNameRequired', 'contentNameMax'),
          imageUrl: contentImageUrl,
        }),
      )
      .max(CONTENT_ADMIN_LIMITS.qrCodes, 'contentQrCodesMax')
      .default([]),
  })
  .check((ctx) => {
    const { open, close } = ctx.value.serviceHours;
    if (minutes(close) <= minutes(open)) {
      ctx.issues.push({
        code: 'custom',
        message: 'contentEndAfterStart',
        path: ['serviceHours', 'close'],
        input: close,
      });
    }
  });

export const sitePageConfigForm = z.object({
  platformName: requiredText(CONTENT_ADMIN_LIMITS.name, 'contentPlatformNameRequired', 'contentNameMax'),
  headerLogoUrl: optionalImage,
  loginLogoUrl: optionalImage,
  footerLogoUrl: optionalImage,
  servicePhone: phone,
});

/** The site's settings, read and saved as a whole. */
export const siteContent = z.object({
  about: siteAboutForm,
  footer: siteFooterForm,
  pageConfig: sitePageConfigForm,
});
export type SiteContentInput = z.input<typeof siteContent>;

export const siteContentReply = z.object({
  about: z.object({ articleName: z.string(), logoImageUrl: z.string().nullable(), content: z.string() }),
  footer: z.object({
    platformName: z.string(),
    operatorName: z.string(),
    address: z.string(),
    servicePhone: z.string(),
    serviceEmail: z.string(),
    serviceHours: z.object({ open: z.string(), close: z.string() }),
    copyright: z.string(),
    icpNo: z.string(),
    icpUrl: z.string(),
    qrCodes: z.array(z.object({ name: z.string(), imageUrl: z.string() })),
  }),
  pageConfig: z.object({
    platformName: z.string(),
    headerLogoUrl: z.string().nullable(),
    loginLogoUrl: z.string().nullable(),
    footerLogoUrl: z.string().nullable(),
    servicePhone: z.string().nullable(),
  }),
});
export type SiteContent = z.infer<typeof siteContentReply>;
