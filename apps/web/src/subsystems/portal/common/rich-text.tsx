import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

/**
 * Server-sanitised HTML (articles, policies, the about text), cleaned once more in the browser with
 * the same policy as the server's (apps/server/src/modules/cms/sanitize.ts): formatting, tables,
 * http(s)/mailto/tel links and images from our own file store only. A second, independent filter
 * means a gap in one of them alone does not open the page to script.
 */

const OWN_IMAGE = /^\/api\/files\/[0-9a-f]{64}$/;

const CONFIG: Config = {
  ALLOWED_TAGS: [
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
  ALLOWED_ATTR: [
    'href',
    'title',
    'target',
    'rel',
    'src',
    'alt',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'start',
  ],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  ALLOW_DATA_ATTR: false,
};

/** Our own instance, so its hooks never touch another caller's DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !OWN_IMAGE.test(node.getAttribute('src') ?? '')) node.remove();
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // An outside page opens in a new tab and learns nothing of ours (no opener, no referrer).
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

export interface RichTextProps {
  html: string;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // Sanitised just above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
