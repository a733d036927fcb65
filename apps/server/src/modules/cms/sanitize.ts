import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import {
  OWN_FILE_URL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@scf/shared/rich-text-policy';

/**
 * The portal's rich-text policy (@scf/shared/rich-text-policy) on the server: no scripts, event
 * handlers, style attributes (CSS expressions, url()), forms or frames. Content is sanitised when
 * stored and again when served, so a row written around the repository (an import, a manual fix)
 * cannot reach a browser unsanitised; the web app passes it through DOMPurify as well.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // h1 is the page's own title; an article's headings start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE_URL.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/**
 * Served bodies repeat (the same articles on every list page, nine a page), and sanitising is the
 * costly part of a reply (a fraction of a millisecond per body), so results are kept in a
 * least-recently-used cache keyed by the input, bounded by the characters it holds rather than a
 * count: a few thousand short bodies or a few hundred long ones stay sanitised.
 */
const CACHE_CHARACTERS = 8_000_000;
const cache = new LRUCache<string, string>({
  maxSize: CACHE_CHARACTERS,
  sizeCalculation: (clean, html) => clean.length + html.length,
});

export function sanitizeRichText(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  // A body larger than the whole cache is sanitised every time rather than evicting everything.
  if (clean.length + html.length <= CACHE_CHARACTERS / 8) cache.set(html, clean);
  return clean;
}

/**
 * A link kept only when it is http(s) or a path on this site: a javascript: or data: URL, or a
 * protocol-relative one, becomes null.
 */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** An image URL kept only when it is one of our files. */
export function ownImage(url: string | null | undefined): string | null {
  return url && OWN_FILE_URL.test(url) ? url : null;
}
