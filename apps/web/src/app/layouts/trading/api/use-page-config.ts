import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_STALE_MS, publicKeys } from '@/app/layouts/common/api/public-keys';
import { getPageConfig } from './get-page-config';

// Apart from get-page-config.ts, which the sign-in screen reads without TanStack Query.
export const pageConfigQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.pageConfig(), queryFn: getPageConfig, staleTime: PUBLIC_STALE_MS });

export function usePageConfig() {
  return useQuery(pageConfigQueryOptions());
}
