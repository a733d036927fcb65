import sanitizeHtml from 'sanitize-html';

/**
 * The one rich-text policy of the portal's content: the usual formatting, tables, links with safe
 * protocols and images served by this server only (/api/files/<hash>). No scripts, event handlers,
 * style attributes (CSS expressions, url()), forms or frames. Content is sanitised when stored and
 * again when served, so a row written around the repository (an import, a manual fix) cannot
 * reach a browser unsanitised; the web app passes it through DOMPurify as well.
 */

/** Our own file store's URLs: a hex SHA-256 after /api/files/. */
const OWN_IMAGE = /^\/api\/files\/[0-9a-f]{64}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/**
 * Served bodies repeat (the same articles on every list page), and sanitising is the costly part
 * of a reply, so results are kept in a small least-recently-used cache keyed by the input.
 */
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) {
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const clean = sanitizeHtml(html, OPTIONS);
  cache.set(html, clean);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
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
  return url && OWN_IMAGE.test(url) ? url : null;
}
