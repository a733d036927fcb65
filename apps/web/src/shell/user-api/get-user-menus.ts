import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SESSION_KEYS } from '@scf/shared/constants';
import { menuNode, menuTreeReply } from '@scf/shared/schemas/menu';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { get } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export const USER_MENUS_PATH = '/api/user/menus';

/** The menu tree of the user's roles, named in the language the request asks for. */
export async function getUserMenus(): Promise<MenuNode[]> {
  return menuTreeReply.parse(await get<unknown>(USER_MENUS_PATH)).rows;
}

/** Session storage `menus` (shell.md section 3) holds the tree with the language it is named in. */
const cachedMenus = z.object({ lang: z.string(), rows: z.array(menuNode) });

function readCachedMenus(lang: string): MenuNode[] | undefined {
  try {
    const parsed = cachedMenus.safeParse(JSON.parse(sessionStorage.getItem(SESSION_KEYS.menus) ?? 'null'));
    return parsed.success && parsed.data.lang === lang ? parsed.data.rows : undefined;
  } catch {
    return undefined;
  }
}

function cacheMenus(lang: string, rows: MenuNode[]): void {
  sessionStorage.setItem(SESSION_KEYS.menus, JSON.stringify({ lang, rows }));
}

/**
 * The tree is fetched once per user and language and kept in session storage, so a reload does not
 * ask again; a favourite change invalidates it (the server's tree carries has_collect).
 */
export const userMenusQueryOptions = (userId: string, lang: string) =>
  queryOptions({
    queryKey: userKeys.menusIn(userId, lang),
    queryFn: async () => {
      const rows = await getUserMenus();
      cacheMenus(lang, rows);
      return rows;
    },
    initialData: () => readCachedMenus(lang),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Only while signed in: after a sign-out the screen may render once more before it leaves. */
export function useUserMenus() {
  const { i18n } = useTranslation();
  const userId = signedInUserId();
  return useQuery({ ...userMenusQueryOptions(userId, i18n.language), enabled: userId !== '' });
}
