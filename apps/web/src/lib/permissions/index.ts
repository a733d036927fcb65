export { hasPermission, isAllowed } from './check-permission';
export { Permission, usePermission } from './permission';
export {
  USER_PERMISSIONS_PATH,
  getUserPermissions,
  loadUserPermissions,
  userPermissionsQueryOptions,
} from './get-user-permissions';
export { hasStoredPermissions, readPermissions } from './permission-store';
