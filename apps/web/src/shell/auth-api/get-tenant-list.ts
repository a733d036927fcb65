import type { z } from 'zod';
import type { tenant, tenantListReply } from '@scf/shared/schemas/auth';
import { get } from '@/lib/request';
import { useLightQuery } from '@/lib/request/light-query';

export type Tenant = z.infer<typeof tenant>;

/** GET /getTenantList: the tenants a user can sign in to (isTenantMode). */
export async function getTenantList(): Promise<Tenant[]> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return (await get<z.infer<typeof tenantListReply>>('/getTenantList')).rows;
}

export function useTenants(enabled: boolean) {
  return useLightQuery(enabled ? 'tenants' : null, getTenantList);
}
