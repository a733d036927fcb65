/** Headers of a served file (GET /api/files/:fileHash). */

/** Bytes under a hash never change, so a cache may keep them for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app's CSP allows our scripts; a stored file is someone's upload, so it gets none: an SVG or
 * HTML file opened directly runs no script (sandbox) and loads nothing but inline styles and
 * embedded images.
 */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export function fileHeaders(etag: string): Record<string, string> {
  return {
    etag,
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  };
}

/**
 * Content-Disposition with the original name: an ASCII fallback for old clients and the exact
 * name in UTF-8 (RFC 6266 / RFC 5987), so Chinese file names survive the download.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
