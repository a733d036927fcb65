import type { SubsystemRoute } from '@/lib/subsystem';
import { dashboardRoutes } from './dashboard/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { institutionRoutes } from './institution/routes';
import { operatorRoutes } from './operator/routes';

/** Screens of the finance subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  ...dashboardRoutes,
  ...enterpriseRoutes,
  ...institutionRoutes,
  ...operatorRoutes,
];
