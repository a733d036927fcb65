import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import type { NewsRow } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { PUBLIC_STALE_MS, publicKeys } from '@/app/layouts/common/api/public-keys';

export const NEWS_SEARCH_PATH = '/api/portal/cms/content/news/search';

/**
 * The six latest news items of the public header (business.md section 9). Silent: the header shows
 * its own fallback, and a failed side request must not pop up an error over the page.
 */
export async function getHeaderNews(): Promise<NewsRow[]> {
  // Typed, not parsed: the first public pages load without zod (docs/decisions.md).
  const reply = await post<{ rows: NewsRow[] }>(
    NEWS_SEARCH_PATH,
    { pageNo: 1, pageSize: CONTENT_LIMITS.headerNews },
    { silent: true },
  );
  return reply.rows;
}

export const headerNewsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: publicKeys.headerNews(lang), queryFn: getHeaderNews, staleTime: PUBLIC_STALE_MS });

export function useHeaderNews() {
  const { i18n } = useTranslation();
  return useQuery(headerNewsQueryOptions(i18n.language));
}
