import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteRequest } from '@scf/shared/schemas/menu';
import { post } from '@/lib/request';
import { signedInUserId, userKeys } from './user-keys';

export const DELETE_MENU_FAVORITE_PATH = '/deleteByMenuCodeAndUserId';

/** Removes a menu from the user's favourites. */
export async function deleteMenuFavorite(menuCode: string): Promise<void> {
  await post<unknown>(DELETE_MENU_FAVORITE_PATH, favoriteRequest.parse({ menuCode }));
}

/** The tree carries each menu's favourite flag, so it is fetched again after a change. */
export function useDeleteMenuFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.menus(signedInUserId()) }),
  });
}
