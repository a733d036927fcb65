import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FooterContent } from '@scf/shared/schemas/content';
import { get } from '@/lib/request';
import { PUBLIC_STALE_MS, publicKeys } from './public-keys';

export const FOOTER_PATH = '/api/portal/cms/content/page/footer/get';

/** The footer's content (business.md section 7); silent, since the footer falls back to its own lines. */
export async function getFooterContent(): Promise<FooterContent> {
  // Typed, not parsed: the first public pages load without zod (docs/decisions.md).
  return get(FOOTER_PATH, { silent: true });
}

export const footerContentQueryOptions = (lang: string) =>
  queryOptions({ queryKey: publicKeys.footer(lang), queryFn: getFooterContent, staleTime: PUBLIC_STALE_MS });

export function useFooterContent() {
  const { i18n } = useTranslation();
  return useQuery(footerContentQueryOptions(i18n.language));
}
