import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, HELP_CENTER_SUB_TYPE } from '@scf/shared/schemas/content-constants';
import type { NewsRow } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';

export const HELP_SEARCH_PATH = '/api/portal/cms/content/news/search';

/** Query keys of the help centre, in one place. */
export const helpKeys = {
  articles: (lang: string) => ['portal', 'help', 'articles', lang] as const,
};

/**
 * The help articles: news of sub-type helpCenter, one page of 99 (business.md section 2), each with
 * its body, so choosing another article needs no further call.
 */
export async function searchHelpArticles(): Promise<NewsRow[]> {
  const body = { pageNo: 1, pageSize: CONTENT_LIMITS.helpPageSize, articalSubType: HELP_CENTER_SUB_TYPE };
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  const reply = await post<{ rows: NewsRow[] }>(HELP_SEARCH_PATH, body, { silent: true });
  return reply.rows;
}

export const helpArticlesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: helpKeys.articles(lang), queryFn: searchHelpArticles, staleTime: 0 });

export function useHelpArticles() {
  const { i18n } = useTranslation();
  return useQuery(helpArticlesQueryOptions(i18n.language));
}
