import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { Db } from '@/db/client.ts';
import { deleteFavorite, insertFavorite, isMenuVisible } from '@/modules/favorites/repository.ts';
import { fieldError } from '@/lib/app-error.ts';

/** The star on a menu (shell.md section 4). GET /api/user/menus reads the same table for hasCollect. */

type SignedInUser = FastifyRequest['user'];
export interface FavoriteState {
  menuCode: string;
  hasCollect: 0 | 1;
}

/** Only a menu the user can open may be starred; starring it twice changes nothing. */
export async function addFavorite(db: Db, user: SignedInUser, menuCode: string): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    if (!(await isMenuVisible(tx, user.tenantId, user.id, menuCode))) {
      throw fieldError('menuCode', 'exists', 'favoriteMenuUnavailable', { code: ERROR_CODES.NOT_FOUND });
    }
    await insertFavorite(tx, { tenantId: user.tenantId, userId: user.id, menuCode });
  });
  return { menuCode, hasCollect: 1 };
}

/**
 * Removing needs no visibility check: a star left on a menu the user has since lost must still be
 * removable. Removing a missing star changes nothing.
 */
export async function removeFavorite(db: Db, user: SignedInUser, menuCode: string): Promise<FavoriteState> {
  await deleteFavorite(db, { tenantId: user.tenantId, userId: user.id, menuCode });
  return { menuCode, hasCollect: 0 };
}
