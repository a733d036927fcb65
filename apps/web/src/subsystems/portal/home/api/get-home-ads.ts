import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AD_POSITION_WEB_INDEX } from '@scf/shared/schemas/content-constants';
import type { AdRow } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { FRESH_AFTER_FETCH_MS } from '@/lib/subsystem';
import { homeKeys } from './home-keys';

export const AD_QUERY_PATH = '/api/portal/cms/site/query_by_site_position_code';

/** The banners of an ad position (business.md section 7); the home page's is web_index. */
export async function getAds(position: string): Promise<AdRow[]> {
  // Typed, not parsed: the first public pages load without zod (docs/decisions.md).
  const reply = await post<{ rows: AdRow[] }>(AD_QUERY_PATH, { adPositionCode: position }, { silent: true });
  return reply.rows;
}

export const adsQueryOptions = (position: string, lang: string) =>
  queryOptions({
    queryKey: homeKeys.ads(position, lang),
    queryFn: () => getAds(position),
    // Published banners show at once (issue 7), unless the home page prefetched them a moment ago.
    staleTime: FRESH_AFTER_FETCH_MS,
  });

export function useHomeAds() {
  const { i18n } = useTranslation();
  return useQuery(adsQueryOptions(AD_POSITION_WEB_INDEX, i18n.language));
}
