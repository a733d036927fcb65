import { z } from 'zod';

/** A node of the menu tree (shell.md section 3); `children` nests. Names come in the user's language. */
export interface MenuNode {
  id: string;
  parentId: string | null;
  /** Stable code: favourites and the header search refer to menus by it. */
  menuCode: string;
  name: string;
  url: string;
  icon: string | null;
  menuType: 'menu' | 'iframe';
  isHidden: boolean;
  hidden: boolean;
  extField: string | null;
  hasCollect: 0 | 1;
  sysTitle: string | null;
  searchId: string | null;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    menuCode: z.string(),
    name: z.string(),
    url: z.string(),
    icon: z.string().nullable(),
    menuType: z.enum(['menu', 'iframe']),
    isHidden: z.boolean(),
    hidden: z.boolean(),
    extField: z.string().nullable(),
    hasCollect: z.union([z.literal(0), z.literal(1)]),
    sysTitle: z.string().nullable(),
    searchId: z.string().nullable(),
    children: z.array(menuNode),
  }),
);
/** GET /api/user/menus. */
export const menuTreeReply = z.object({ rows: z.array(menuNode) });

/** POST /insertUserMenuFavorite and /deleteByMenuCodeAndUserId. */
export const favoriteRequest = z.object({ menuCode: z.string().trim().min(1, 'menuCodeRequired').max(64) });

/** GET /api/user//getUserPermissions?time=: the permission map. */
export const permissionsQuery = z.object({ time: z.coerce.number().optional() });
export const permissionsReply = z.record(z.string(), z.boolean());
