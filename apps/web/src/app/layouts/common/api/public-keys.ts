/** Query keys of what the public header and footer fetch, in one place. */
export const publicKeys = {
  headerNews: (lang: string) => ['public', 'header-news', lang] as const,
  pageConfig: () => ['public', 'page-config'] as const,
  footer: (lang: string) => ['public', 'footer', lang] as const,
};

/** Site-wide content changes rarely; one fetch serves a visit's page changes. */
export const PUBLIC_STALE_MS = 5 * 60_000;
