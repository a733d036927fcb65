import { useQuery } from '@tanstack/react-query';
import type { RegionNode } from 'element-china-area-data';
import { reviewKeys } from '../api/review-keys';

/**
 * The names of a registration's province / city / district codes, from the tree the wizard's cascader
 * uses; a code the tree does not know is shown as it is.
 */
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

/** The region tree (element-china-area-data 5), in its own chunk, loaded when a detail first shows. */
async function loadRegionTree(): Promise<RegionNode[]> {
  const module = (await import('element-china-area-data')) as {
    regionData?: RegionNode[];
    default?: { regionData?: RegionNode[] };
  };
  const data = module.regionData ?? module.default?.regionData;
  if (!data) throw new Error('element-china-area-data exported no regionData');
  return data;
}

/** The codes' names once the tree has loaded; the codes themselves until then (or if it fails). */
export function useRegionNames(codes: readonly string[]): string {
  const tree = useQuery({
    queryKey: reviewKeys.regions,
    queryFn: loadRegionTree,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return regionNames(tree.data ?? [], codes);
}
