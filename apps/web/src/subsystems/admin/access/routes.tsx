import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { MenusPage } from './menus/menus-page';
import { RolesPage } from './roles/roles-page';
import { UsersPage } from './users/users-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const accessRoutes: SubsystemRoute[] = [
  { path: paths.adminRoles, Component: RolesPage },
  { path: paths.userManagement, Component: UsersPage },
  { path: paths.adminMenus, Component: MenusPage },
];
