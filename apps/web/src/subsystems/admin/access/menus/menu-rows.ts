import type { AdminMenuNode } from '@scf/shared/schemas/admin-access';

/** A row of the tree table: a leaf has no `children`, so the table shows no expander for it. */
export interface MenuRow extends Omit<AdminMenuNode, 'children'> {
  children?: MenuRow[];
  /** Its place among its siblings, for the up and down moves. */
  first: boolean;
  last: boolean;
  hasChildren: boolean;
}

export function toRows(nodes: readonly AdminMenuNode[]): MenuRow[] {
  return nodes.map((node, i) => {
    const { children, ...menu } = node;
    return {
      ...menu,
      first: i === 0,
      last: i === nodes.length - 1,
      hasChildren: children.length > 0,
      ...(children.length > 0 ? { children: toRows(children) } : {}),
    };
  });
}

export const countOf = (rows: readonly MenuRow[]): number =>
  rows.reduce((n, row) => n + 1 + countOf(row.children ?? []), 0);
