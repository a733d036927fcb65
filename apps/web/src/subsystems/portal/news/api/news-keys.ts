import type { NewsPageQuery } from './search-news';

/**
 * Query keys of the news calls, in one place. The language is part of each key: sub-type names come
 * in the Accept-Language language.
 */
export const newsKeys = {
  all: ['portal', 'news'] as const,
  types: (lang: string) => ['portal', 'news', 'types', lang] as const,
  page: (query: NewsPageQuery, lang: string) => ['portal', 'news', 'page', query, lang] as const,
  detail: (id: string, lang: string) => ['portal', 'news', 'detail', id, lang] as const,
};
