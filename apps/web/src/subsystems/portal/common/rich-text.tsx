import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { useMemo } from 'react';
import {
  OWN_FILE_URL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@scf/shared/rich-text-policy';
import styles from './rich-text.module.css';

/**
 * Server-sanitised HTML (articles, policies, the about text), cleaned once more in the browser with
 * the same policy as the server's (@scf/shared/rich-text-policy). A second, independent filter
 * means a gap in one of them alone does not open the page to script.
 */

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  // The allowed schemes, or a path of this site (not //host, which leaves it).
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|\\/(?![/\\\\]))`, 'i'),
  ALLOW_DATA_ATTR: false,
};

/** Our own instance, so its hooks never touch another caller's DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !OWN_FILE_URL.test(node.getAttribute('src') ?? '')) node.remove();
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
