/**
 * The portal's one rich-text policy (articles, policies, the about text): the usual formatting,
 * tables, links with safe protocols and images from our own file store. The server enforces it
 * with sanitize-html when content is stored and served, the browser once more with DOMPurify; both
 * read it from here, so the two filters cannot drift apart.
 */

export const RICH_TEXT_TAGS = [
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
] as const;

/** Attributes allowed per tag; nothing else, in particular no style, class or event handler. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
} as const satisfies Partial<Record<(typeof RICH_TEXT_TAGS)[number], readonly string[]>>;

/** URL schemes links may use; relative paths of this site are allowed too. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Images only from our own file store: a hex SHA-256 after /api/files/. */
export const OWN_FILE_URL = /^\/api\/files\/[0-9a-f]{64}$/;
