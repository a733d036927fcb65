import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsType } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { newsKeys } from './news-keys';

export const NEWS_TYPES_PATH = '/api/portal/cms/content/news_type/query';

/** POST /api/portal/cms/content/news_type/query: the sub-types of the news list's filter. */
export async function getNewsTypes(): Promise<NewsType[]> {
  // Typed, not parsed: the news list loads without zod (docs/decisions.md).
  const reply = await post<{ rows: NewsType[] }>(NEWS_TYPES_PATH, {}, { silent: true });
  return reply.rows;
}

export const newsTypesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: newsKeys.types(lang), queryFn: getNewsTypes, staleTime: 10 * 60_000 });

export function useNewsTypes() {
  const { i18n } = useTranslation();
  return useQuery(newsTypesQueryOptions(i18n.language));
}
