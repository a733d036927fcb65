import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tenant, tenantListReply } from '@scf/shared/schemas/auth';
import { get } from '@/lib/request';
import { authKeys } from './query-keys';

export type Tenant = z.infer<typeof tenant>;

/** GET /getTenantList: the tenants a user can sign in to (isTenantMode). */
export async function getTenantList(): Promise<Tenant[]> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return (await get<z.infer<typeof tenantListReply>>('/getTenantList')).rows;
}

export const tenantsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.tenants(), queryFn: getTenantList, staleTime: 5 * 60_000 });

export function useTenants(enabled: boolean) {
  return useQuery({ ...tenantsQueryOptions(), enabled });
}
