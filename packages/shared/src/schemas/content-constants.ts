// Apart from the schemas of ./content.ts (which re-exports them), so that a page reads these
// without loading zod.

/** List sizes of business.md section 9. */
export const CONTENT_LIMITS = {
  newsPageSize: 9,
  newsSummaryLength: 40,
  headerNews: 6,
  helpPageSize: 99,
  rewardPolicies: 10,
  /** The largest page any content list serves. */
  maxPageSize: 99,
  /** Banner and news carousels autoplay every 5 seconds. */
  carouselMs: 5000,
} as const;

/**
 * News sub-type codes seeded for every tenant; the news-type call lists the tenant's types (without
 * helpCenter, whose articles live on /help rather than in the news list).
 */
export const NEWS_SUB_TYPES = {
  platformNews: 'platformNews',
  industryNews: 'industryNews',
  policyRegulation: 'policyRegulation',
  notice: 'notice',
  helpCenter: 'helpCenter',
} as const;
export const HELP_CENTER_SUB_TYPE = NEWS_SUB_TYPES.helpCenter;

/** The home page's ad position. */
export const AD_POSITION_WEB_INDEX = 'web_index';

/** What an ad opens (business.md section 2): 3 news, 4 policy, 5 product; 1 its own link (ours). */
export const AD_TYPES = { link: 1, news: 3, policy: 4, product: 5 } as const;
export type AdType = (typeof AD_TYPES)[keyof typeof AD_TYPES];

/** Support line hours, Monday to Friday (business.md section 9). */
export const SUPPORT_HOURS = { open: '8:30', close: '18:00' } as const;

/**
 * A card's summary: at most `length` characters (code points, so no emoji is split), with an
 * ellipsis when cut. Whitespace runs collapse to one space first.
 */
export function newsSummary(text: string, length: number = CONTENT_LIMITS.newsSummaryLength): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : chars.join('');
}
