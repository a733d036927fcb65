import { useTranslation } from 'react-i18next';
import { lookupError } from '@scf/shared/errors';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { ApiError } from '@/lib/request';
import { useDeleteMenuFavorite } from '@/shell/user-api/delete-menu-favorite';
import { useInsertMenuFavorite } from '@/shell/user-api/insert-menu-favorite';
import { useFeedback } from '@/lib/feedback';

/** Session and lock codes bring their own dialog or overlay; a failure message would only add noise. */
const toldElsewhere = (error: unknown): boolean => {
  if (!(error instanceof ApiError) || error.field === null) return false;
  const { behaviour } = lookupError(error.field, error.code);
  return behaviour === 'relogin' || behaviour === 'lock';
};

/** The favourite star: adds or removes a menu and says whether it worked (shell.md section 4). */
export function useMenuFavorite() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const insert = useInsertMenuFavorite();
  const remove = useDeleteMenuFavorite();

  const toggle = (menu: MenuNode) => {
    const adding = menu.hasCollect !== 1;
    const [mutation, done, failed] = adding
      ? ([insert, 'errors.favoriteAdded', 'errors.favoriteAddFailed'] as const)
      : ([remove, 'errors.favoriteRemoved', 'errors.favoriteRemoveFailed'] as const);
    mutation.mutate(menu.menuCode, {
      onSuccess: () => void message.success(t(done)),
      onError: (error) => {
        if (!toldElsewhere(error)) void message.error(t(failed));
      },
    });
  };

  /** The menu whose star is being saved, so it can show that and not be clicked twice. */
  const pending = insert.isPending ? insert.variables : remove.isPending ? remove.variables : undefined;
  return { toggle, pending };
}
