import { useQuery } from '@tanstack/react-query';
import type { RegionNode } from 'element-china-area-data';
import { registerKeys } from '../api/register-keys';

/**
 * The province / city / district tree of element-china-area-data (v5 `regionData`, six-digit codes),
 * loaded in its own chunk when the cascader first shows: the wizard's other steps do not pay for it.
 */
async function loadRegionData(): Promise<RegionNode[]> {
  const module = (await import('element-china-area-data')) as {
    regionData?: RegionNode[];
    default?: { regionData?: RegionNode[] };
  };
  const data = module.regionData ?? module.default?.regionData;
  if (!data) throw new Error('element-china-area-data exported no regionData');
  return data;
}

export function useRegionData() {
  return useQuery({
    queryKey: registerKeys.regionData(),
    queryFn: loadRegionData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
