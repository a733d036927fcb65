/**
 * How long content that must show as published on every visit (issue 7) counts as fresh after it
 * was fetched: long enough that a screen mounting just after its data was prefetched does not ask
 * again, far shorter than a visit. Such queries had a staleTime of 0.
 */
export const FRESH_AFTER_FETCH_MS = 5_000;

/**
 * Starts loading a picture a screen is about to show (its logo, its first banner), so that it is
 * in the browser's cache when the screen renders its <img> rather than asked for only then.
 */
export function preloadImage(src: string | null | undefined): void {
  // Not in the server's render of a first screen, which writes the picture into the page itself.
  if (src && typeof Image !== 'undefined') new Image().src = src;
}
