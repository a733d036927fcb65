import type { SubsystemRoute } from '@/lib/subsystem';
import { accessRoutes } from './access/routes';
import { authorizationRoutes } from './authorization/routes';
import { contentRoutes } from './content/routes';
import { organizationRoutes } from './organization/routes';

/** Screens of the admin subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  ...accessRoutes,
  ...organizationRoutes,
  ...authorizationRoutes,
  ...contentRoutes,
];
