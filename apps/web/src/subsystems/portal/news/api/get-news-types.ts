import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newsTypeReply } from '@scf/shared/schemas/content';
import type { NewsType } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { newsKeys } from './news-keys';

export const NEWS_TYPES_PATH = '/api/portal/cms/content/news_type/query';

/** POST /api/portal/cms/content/news_type/query: the sub-types of the news list's filter. */
export async function getNewsTypes(): Promise<NewsType[]> {
  return newsTypeReply.parse(await post<unknown>(NEWS_TYPES_PATH, {}, { silent: true })).rows;
}

export const newsTypesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: newsKeys.types(lang), queryFn: getNewsTypes, staleTime: 10 * 60_000 });

export function useNewsTypes() {
  const { i18n } = useTranslation();
  return useQuery(newsTypesQueryOptions(i18n.language));
}
