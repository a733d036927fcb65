import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsRow } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { FRESH_AFTER_FETCH_MS } from '@/lib/subsystem';
import { newsKeys } from './news-keys';

export const NEWS_SEARCH_PATH = '/api/portal/cms/content/news/search';

export interface NewsPageQuery {
  /** A news sub-type code; null for every type of the news list. */
  type: string | null;
  pageNo: number;
  pageSize: number;
}

/** POST /api/portal/cms/content/news/search: a page of published news, newest first. */
export async function searchNews({
  type,
  pageNo,
  pageSize,
}: NewsPageQuery): Promise<{ rows: NewsRow[]; total: number }> {
  const body = { pageNo, pageSize, ...(type ? { articalSubType: type } : {}) };
  // The page shows its own error state, with the server's reason. Typed, not parsed: the first public pages load without zod (docs/decisions.md).
  return post(NEWS_SEARCH_PATH, body, { silent: true });
}

export const newsPageQueryOptions = (query: NewsPageQuery, lang: string) =>
  queryOptions({
    queryKey: newsKeys.page(query, lang),
    queryFn: () => searchNews(query),
    // The cards stay while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
    // Published content shows at once (issue 7): a remount asks again, unless the page's first
    // screen prefetched it a moment ago.
    staleTime: FRESH_AFTER_FETCH_MS,
  });

export function useNewsPage(query: NewsPageQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...newsPageQueryOptions(query, i18n.language), enabled });
}
