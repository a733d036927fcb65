import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RegionNode } from 'element-china-area-data';

/**
 * The province / city / district tree of element-china-area-data (v5 `regionData`, six-digit codes)
 * that the registration wizard's cascader, the registration review and the enterprise's details
 * share, in its own chunk, loaded when first needed.
 */
async function loadRegionTree(): Promise<RegionNode[]> {
  const module = (await import('element-china-area-data')) as {
    regionData?: RegionNode[];
    default?: { regionData?: RegionNode[] };
  };
  const data = module.regionData ?? module.default?.regionData;
  if (!data) throw new Error('element-china-area-data exported no regionData');
  return data;
}

export function useRegionTree() {
  return useQuery({
    queryKey: ['member', 'regions'],
    queryFn: loadRegionTree,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The names of region codes from the tree; a code the tree does not know is shown as it is. */
export function regionNames(tree: readonly RegionNode[], codes: readonly string[]): string {
  let level: readonly RegionNode[] | undefined = tree;
  const names: string[] = [];
  for (const code of codes) {
    const node: RegionNode | undefined = level?.find((n) => n.value === code);
    names.push(node?.label ?? code);
    level = node?.children;
  }
  return names.join(' / ');
}

/** Codes → names once the tree has loaded (the codes themselves until then). */
export function useRegionNames(): (codes: readonly string[]) => string {
  const tree = useRegionTree();
  const data = tree.data;
  return useCallback((codes: readonly string[]) => regionNames(data ?? [], codes), [data]);
}
