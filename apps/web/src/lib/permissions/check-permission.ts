import { hasPermission as matchPermission } from '@scf/shared/permissions';
import type { PermissionMap } from '@scf/shared/permissions';
import { getRuntimeConfig } from '@/lib/config';
import { readPermissions } from './permission-store';

/**
 * The rule of shell.md section 6: with OPEN_AUTH_VERIFICATION off everything is allowed; otherwise
 * an empty code always is, and of comma-separated codes any one held suffices.
 */
export function isAllowed(codes: string | null | undefined, checksOn: boolean, map: PermissionMap): boolean {
  return !checksOn || matchPermission(map, codes);
}

/** The check for code outside React (event handlers, loaders); components use `usePermission`. */
export function hasPermission(codes: string | null | undefined): boolean {
  return isAllowed(codes, getRuntimeConfig().flags.OPEN_AUTH_VERIFICATION, readPermissions());
}
