import type { RightsMenu } from '@scf/shared/schemas/admin-access';

/**
 * The rights of a role as the tree edits them: the menus it is given and its permission codes (a
 * code is the role's, whichever menu shows it). The tree is derived from these two sets, and each
 * click changes the sets:
 *
 * - checking a menu gives it, the menus above it, everything under it and their buttons;
 * - unchecking a menu takes it and what is under it away (a code stays while another given menu
 *   shows it), and a root none of whose pages is left goes too;
 * - checking a button gives its code and its menu (with the menus above);
 * - unchecking a button takes the code away;
 * - a code no menu shows is checked on its own.
 *
 * A menu shows checked when it and all under it are given, half-checked when given in part.
 */

export interface Rights {
  menuIds: ReadonlySet<string>;
  codes: ReadonlySet<string>;
}

export type RightsKey =
  | { kind: 'menu'; menuId: string }
  | { kind: 'button'; menuId: string; code: string }
  | { kind: 'other'; code: string };

export const OTHER_GROUP_KEY = 'other';

export const keyOf = (key: RightsKey): string =>
  key.kind === 'menu'
    ? `m:${key.menuId}`
    : key.kind === 'button'
      ? `b:${key.menuId}:${key.code}`
      : `o:${key.code}`;

export function parseKey(key: string): RightsKey | null {
  const [kind, first, second] = key.split(':');
  if (kind === 'm' && first) return { kind: 'menu', menuId: first };
  if (kind === 'b' && first && second) return { kind: 'button', menuId: first, code: second };
  if (kind === 'o' && first) return { kind: 'other', code: first };
  return null;
}

/** Where each menu sits: its parent, its children, its buttons. */
export interface MenuIndex {
  parentOf: Map<string, string | null>;
  childrenOf: Map<string, string[]>;
  buttonsOf: Map<string, string[]>;
}

export function indexMenus(menus: readonly RightsMenu[]): MenuIndex {
  const index: MenuIndex = { parentOf: new Map(), childrenOf: new Map(), buttonsOf: new Map() };
  const walk = (nodes: readonly RightsMenu[], parent: string | null) => {
    for (const node of nodes) {
      index.parentOf.set(node.id, parent);
      index.childrenOf.set(
        node.id,
        node.children.map((c) => c.id),
      );
      index.buttonsOf.set(node.id, node.buttons);
      walk(node.children, node.id);
    }
  };
  walk(menus, null);
  return index;
}

function ancestors(index: MenuIndex, menuId: string): string[] {
  const found: string[] = [];
  for (let at = index.parentOf.get(menuId); at != null; at = index.parentOf.get(at)) found.push(at);
  return found;
}

/** The menu and every menu under it. */
function subtree(index: MenuIndex, menuId: string): string[] {
  return [menuId, ...(index.childrenOf.get(menuId) ?? []).flatMap((child) => subtree(index, child))];
}

export function toggle(index: MenuIndex, rights: Rights, key: RightsKey, on: boolean): Rights {
  const menuIds = new Set(rights.menuIds);
  const codes = new Set(rights.codes);
  if (key.kind === 'other') {
    if (on) codes.add(key.code);
    else codes.delete(key.code);
    return { menuIds, codes };
  }
  if (key.kind === 'button') {
    if (on) {
      codes.add(key.code);
      for (const id of [key.menuId, ...ancestors(index, key.menuId)]) menuIds.add(id);
    } else codes.delete(key.code);
    return { menuIds, codes };
  }
  const under = subtree(index, key.menuId);
  const buttonsUnder = under.flatMap((id) => index.buttonsOf.get(id) ?? []);
  if (on) {
    for (const id of [...under, ...ancestors(index, key.menuId)]) menuIds.add(id);
    for (const code of buttonsUnder) codes.add(code);
    return { menuIds, codes };
  }
  for (const id of under) menuIds.delete(id);
  for (const parent of ancestors(index, key.menuId)) {
    const pages = index.childrenOf.get(parent) ?? [];
    if (pages.some((id) => menuIds.has(id))) break;
    menuIds.delete(parent);
  }
  const stillShown = new Set([...menuIds].flatMap((id) => index.buttonsOf.get(id) ?? []));
  for (const code of buttonsUnder) if (!stillShown.has(code)) codes.delete(code);
  return { menuIds, codes };
}

/** Whether the menu and everything under it are given. */
function complete(index: MenuIndex, rights: Rights, menuId: string): boolean {
  return (
    rights.menuIds.has(menuId) &&
    (index.buttonsOf.get(menuId) ?? []).every((code) => rights.codes.has(code)) &&
    (index.childrenOf.get(menuId) ?? []).every((child) => complete(index, rights, child))
  );
}

/** The keys the tree shows checked and half-checked. */
export function checkedKeys(
  index: MenuIndex,
  rights: Rights,
  otherCodes: readonly string[],
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const [menuId, buttons] of index.buttonsOf) {
    if (rights.menuIds.has(menuId))
      (complete(index, rights, menuId) ? checked : halfChecked).push(keyOf({ kind: 'menu', menuId }));
    for (const code of buttons)
      if (rights.codes.has(code)) checked.push(keyOf({ kind: 'button', menuId, code }));
  }
  for (const code of otherCodes) if (rights.codes.has(code)) checked.push(keyOf({ kind: 'other', code }));
  return { checked, halfChecked };
}
