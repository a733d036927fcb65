/** The query parameter that tells the embedded page which menu opened it. */
export const IFRAME_MENU_ID_PARAM = 'menuId';

/**
 * The address an iframe-type menu opens (shell.md section 2: "the encoded original URL plus the
 * menu id"): the menu's URL, resolved against the portal's origin when relative and
 * percent-encoded by the URL parser, with `menuId=<menu id>` added to its query (before any
 * #fragment). Only http and https are embedded: a `javascript:` or `data:` URL from a menu would
 * run in the portal's name. Returns null for such a URL or one that does not parse.
 */
export function iframeSrc(
  url: string,
  menuId: string,
  origin: string = window.location.origin,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  parsed.searchParams.set(IFRAME_MENU_ID_PARAM, menuId);
  return parsed.href;
}
