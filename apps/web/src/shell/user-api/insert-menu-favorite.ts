import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteRequest } from '@scf/shared/schemas/menu';
import { post } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export const INSERT_MENU_FAVORITE_PATH = '/insertUserMenuFavorite';

/** Adds a menu to the user's favourites. */
export async function insertMenuFavorite(menuCode: string): Promise<void> {
  await post<unknown>(INSERT_MENU_FAVORITE_PATH, favoriteRequest.parse({ menuCode }));
}

/** The tree carries each menu's favourite flag, so it is fetched again after a change. */
export function useInsertMenuFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertMenuFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.menus(signedInUserId()) }),
  });
}
