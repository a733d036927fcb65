import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import type { PrefetchData } from '@/lib/subsystem';
import { pageFromQuery } from '../lib/news-links';
import { newsTypesQueryOptions } from './get-news-types';
import { newsPageQueryOptions } from './search-news';

/** What /newsList shows: the type filter and the page of news its address asks for. */
export const prefetchNewsList: PrefetchData = (queryClient, language, search) => {
  void queryClient.prefetchQuery(newsTypesQueryOptions(language));
  const query = {
    type: search.get('type') || null,
    pageNo: pageFromQuery(search.get('page')),
    pageSize: CONTENT_LIMITS.newsPageSize,
  };
  void queryClient.prefetchQuery(newsPageQueryOptions(query, language));
};
