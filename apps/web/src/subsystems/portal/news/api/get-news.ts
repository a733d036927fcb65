import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsDetail } from '@scf/shared/schemas/content';
import { get } from '@/lib/request';
import { newsKeys } from './news-keys';

export const NEWS_GET_PATH = '/api/portal/cms/content/news/get';

/** GET /api/portal/cms/content/news/get?news_id=: one published article. */
export async function getNews(id: string): Promise<NewsDetail> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  return get<NewsDetail>(NEWS_GET_PATH, { params: { newsId: id }, silent: true });
}

export const newsDetailQueryOptions = (id: string, lang: string) =>
  queryOptions({ queryKey: newsKeys.detail(id, lang), queryFn: () => getNews(id), staleTime: 0 });

export function useNewsDetail(id: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...newsDetailQueryOptions(id, i18n.language), enabled: id !== '' });
}
