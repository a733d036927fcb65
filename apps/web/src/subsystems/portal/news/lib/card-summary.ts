import { CONTENT_LIMITS, newsSummary } from '@scf/shared/schemas/content-constants';
import type { NewsRow } from '@scf/shared/schemas/content';

/** Markup to plain text for a summary: tags dropped, the few entities an editor writes decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/**
 * A news card's summary (business.md section 9: cut to 40 characters): the article's remark, or the
 * start of its body when it has none.
 */
export function cardSummary(row: Pick<NewsRow, 'articleRemark' | 'articleText'>): string {
  const source = row.articleRemark.trim() || plainText(row.articleText);
  return newsSummary(source, CONTENT_LIMITS.newsSummaryLength);
}
