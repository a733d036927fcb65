import { paths } from '@/lib/paths';

/** Where the list and an article live; the list's filter and page travel in the query. */
export const newsDetailPath = (id: string) => `${paths.newsDetail}?id=${encodeURIComponent(id)}`;

/** The list's query: no type for every type, no page for the first. */
export function newsListQuery(type?: string | null, page?: number): URLSearchParams {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page && page > 1) query.set('page', String(page));
  return query;
}

export function newsListPath(type?: string | null, page?: number): string {
  const search = newsListQuery(type, page).toString();
  return search ? `${paths.newsList}?${search}` : paths.newsList;
}

/** The page number of the URL: a positive integer, else the first page. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
