import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { UNCLAIMED_ROUTE_ID, isRouteMeta } from '@/app/route-table';
import { isExternalUrl, menuPath } from '@/shell/menu/menu-tree';

/**
 * Dynamic routes (issue 7 point 6, business.md section 6: "routes are generated dynamically" from
 * the back office's menu list). A user-centre page opens for a signed-in user when its path is the
 * path of one of the user's menus (/api/user/menus, which leaves out hidden menus and the menus of
 * disabled roles). The query is ignored: /request/requestDetail?code=… opens wherever the menu
 * /request/requestDetail is given, so pages reached from other pages with their own query stay
 * reachable. Open to every signed-in user whatever their menus: the workbenches (/center/…) and
 * the error pages (/errors/…). Public routes, the trading layout's pages (the apply pages among
 * them) and paths no screen claims (the 404 page) are not decided here.
 */

/** Path prefixes every signed-in user may open. */
export const OPEN_TO_SIGNED_IN = ['/center/', '/errors/'] as const;

const pathnameOf = (path: string) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

/** The paths of the user's menus that are pages of this site. */
export function menuPaths(nodes: readonly MenuNode[]): Set<string> {
  const found = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.url.trim() && !isExternalUrl(node.url)) found.add(pathnameOf(menuPath(node)));
      walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/** Whether the user's menus decide who may open `path`: a user-centre page that is not public. */
export function isMenuGuarded(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, pathnameOf(path));
  if (!matches || matches.at(-1)?.route.id === UNCLAIMED_ROUTE_ID) return false;
  const meta = matches.map((match) => match.route.handle as unknown).findLast(isRouteMeta);
  return meta !== undefined && !meta.public && meta.styleType === 'user-centre';
}

export function mayOpen(path: string, allowed: ReadonlySet<string>): boolean {
  const pathname = pathnameOf(path);
  return OPEN_TO_SIGNED_IN.some((prefix) => pathname.startsWith(prefix)) || allowed.has(pathname);
}
