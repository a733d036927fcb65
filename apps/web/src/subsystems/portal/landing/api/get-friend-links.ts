import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FriendLink } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { landingKeys } from './landing-keys';

export const FRIEND_LINKS_PATH = '/api/portal/cms/content/friend_link/query';

/** The partner logo wall (business.md section 7); the page shows its own error state. */
export async function getFriendLinks(): Promise<FriendLink[]> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  const reply = await post<{ rows: FriendLink[] }>(FRIEND_LINKS_PATH, {}, { silent: true });
  return reply.rows;
}

export const friendLinksQueryOptions = (lang: string) =>
  queryOptions({ queryKey: landingKeys.friendLinks(lang), queryFn: getFriendLinks, staleTime: 0 });

export function useFriendLinks() {
  const { i18n } = useTranslation();
  return useQuery(friendLinksQueryOptions(i18n.language));
}
