import { queryOptions } from '@tanstack/react-query';
import type { PermissionMap } from '@scf/shared/permissions';
import { permissionsReply } from '@scf/shared/schemas/menu';
import { get } from '@/lib/request';
import { savePermissions } from './permission-store';

/** The spec's path, double slash included (shell.md section 7). */
export const USER_PERMISSIONS_PATH = '/api/user//getUserPermissions';

/** GET the permission map; `time` defeats caches between the browser and the server. */
export async function getUserPermissions(): Promise<PermissionMap> {
  // Keys are permission codes, not field names: they must not be case-converted.
  const data = await get<unknown>(USER_PERMISSIONS_PATH, {
    params: { time: Date.now() },
    keepReplyKeys: true,
  });
  return permissionsReply.parse(data);
}

/** Fetches the map and caches it in session storage, where every check reads it. */
export async function loadUserPermissions(): Promise<PermissionMap> {
  const map = await getUserPermissions();
  savePermissions(map);
  return map;
}

/** Loads the map once per user and session; the cache in session storage is what checks read. */
export const userPermissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'permissions'],
    queryFn: loadUserPermissions,
    staleTime: Number.POSITIVE_INFINITY,
  });
