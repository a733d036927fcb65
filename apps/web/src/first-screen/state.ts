import { FIRST_SCREEN_STATE_ID } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import type { PageConfig } from '@scf/shared/schemas/product';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server rendered a page's first screen with (`render.tsx`), sent with the page in a JSON
 * script so that the browser's first render is the same one and hydrates the server's markup. The
 * runtime config is not in it: the browser asks for /config.json as always, of the same server.
 */
export interface FirstScreenState {
  language: Language;
  /** The tenant's platform name and logos (the sign-in's logo is its largest paint). */
  pageConfig: PageConfig;
  /** The query cache's data the screen rendered with (its layout's and its own), for the pages that have some. */
  queries?: DehydratedState;
}

/** The state of the screen the server rendered into the page, or null when it rendered none. */
export function readFirstScreenState(): FirstScreenState | null {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstScreenState) : null;
}

let pageConfig: PageConfig | undefined;

/** The page configuration the first screen was rendered with, for the screens that show it at once. */
export const firstScreenPageConfig = (): PageConfig | undefined => pageConfig;

export function setFirstScreenPageConfig(value: PageConfig | undefined): void {
  pageConfig = value;
}
