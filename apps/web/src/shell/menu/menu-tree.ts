import type { MenuNode } from '@scf/shared/schemas/menu';

/** How many results the header search lists; more would be a list to scroll, not a search. */
export const SEARCH_RESULT_LIMIT = 50;

/** A menu the user can open, with the names of the menus above it (root first). */
export interface LeafMenu {
  node: MenuNode;
  trail: readonly string[];
  /** Ids of the menus above it, root first: the sidebar opens them to show the leaf. */
  ancestorIds: readonly string[];
  rootId: string;
}

/** Either of the two hidden flags of the menu entity hides a menu and what is under it. */
export const isVisible = (node: MenuNode): boolean => !node.isHidden && !node.hidden;

/** The tree without hidden menus. */
export function visibleTree(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter(isVisible).map((node) => ({ ...node, children: visibleTree(node.children) }));
}

/** Menus without visible children that lead somewhere, in tree order. */
export function leafMenus(roots: readonly MenuNode[]): LeafMenu[] {
  const leaves: LeafMenu[] = [];
  const walk = (node: MenuNode, trail: readonly string[], ancestorIds: readonly string[], rootId: string) => {
    if (!isVisible(node)) return;
    const children = node.children.filter(isVisible);
    if (children.length === 0) {
      if (node.url.trim()) leaves.push({ node, trail, ancestorIds, rootId });
      return;
    }
    for (const child of children) walk(child, [...trail, node.name], [...ancestorIds, node.id], rootId);
  };
  for (const root of roots) walk(root, [], [], root.id);
  return leaves;
}

/** Leaves whose name contains the keyword, ignoring case and surrounding spaces; none for no keyword. */
export function searchLeafMenus(leaves: readonly LeafMenu[], keyword: string): LeafMenu[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  if (!wanted) return [];
  return leaves
    .filter((leaf) => leaf.node.name.toLocaleLowerCase().includes(wanted))
    .slice(0, SEARCH_RESULT_LIMIT);
}

/** Whether a menu URL leaves the portal (absolute http or https). */
export const isExternalUrl = (url: string): boolean => /^https?:\/\//i.test(url.trim());

/** The app path a menu of type menu opens; menus written without the leading slash get one. */
export function menuPath(node: MenuNode): string {
  const url = node.url.trim();
  return url.startsWith('/') ? url : `/${url}`;
}

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] ?? path;

/** The leaf whose page is at `path`: same pathname and query first, then same pathname. */
export function findLeafByPath(leaves: readonly LeafMenu[], path: string): LeafMenu | undefined {
  const routeLeaves = leaves.filter((leaf) => leaf.node.menuType === 'menu' && !isExternalUrl(leaf.node.url));
  return (
    routeLeaves.find((leaf) => menuPath(leaf.node) === path) ??
    routeLeaves.find((leaf) => pathnameOf(menuPath(leaf.node)) === pathnameOf(path))
  );
}

export const findLeafById = (leaves: readonly LeafMenu[], id: string): LeafMenu | undefined =>
  leaves.find((leaf) => leaf.node.id === id);
