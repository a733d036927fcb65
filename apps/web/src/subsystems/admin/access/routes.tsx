import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const accessRoutes: SubsystemRoute[] = [
  { path: paths.adminRoles, ...lazyScreen(() => import('./roles/roles-page').then((m) => m.RolesPage)) },
  { path: paths.userManagement, ...lazyScreen(() => import('./users/users-page').then((m) => m.UsersPage)) },
  { path: paths.adminMenus, ...lazyScreen(() => import('./menus/menus-page').then((m) => m.MenusPage)) },
];
