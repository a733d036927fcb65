import type { PageConfig } from '@scf/shared/schemas/product';
import { post } from '@/lib/request';

export const PAGE_CONFIG_PATH = '/api/sys/get_system_page_config';

/** The tenant's platform name and logos; silent, since the header falls back to our own mark. */
export async function getPageConfig(): Promise<PageConfig> {
  // Typed, not parsed: every first page reads it, and pages start without zod (docs/decisions.md).
  return post(PAGE_CONFIG_PATH, {}, { silent: true });
}
