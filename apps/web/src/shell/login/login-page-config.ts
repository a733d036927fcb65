import type { PageConfig } from '@scf/shared/schemas/product';
import { getPageConfig } from '@/app/layouts/trading/api/get-page-config';
import { firstScreenPageConfig } from '@/first-screen/state';
import { useLightQuery } from '@/lib/request/light-query';

let asked: Promise<PageConfig> | null = null;

/**
 * The tenant's logos, asked for once a page load: `prefetchLogin` asks while the screen's code
 * arrives and the screen reads the same answer. A failure is forgotten, so the next visit asks again.
 */
export function loadLoginPageConfig(): Promise<PageConfig> {
  asked ??= getPageConfig().catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}

/** The page came with the configuration when the server rendered the screen: shown at once. */
export function useLoginPageConfig() {
  return useLightQuery('page-config', loadLoginPageConfig, firstScreenPageConfig());
}
