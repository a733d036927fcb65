import { onSignIn } from '@/lib/session';
import { loadUserPermissions } from './get-user-permissions';

export { hasPermission, isAllowed } from './check-permission';
export { Permission, usePermission } from './permission';
export {
  USER_PERMISSIONS_PATH,
  getUserPermissions,
  loadUserPermissions,
  userPermissionsQueryOptions,
} from './get-user-permissions';
export { hasStoredPermissions, readPermissions } from './permission-store';

// shell.md section 6: the map is fetched right after sign-in, before the first screen checks it.
onSignIn(loadUserPermissions);
