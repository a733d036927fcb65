import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AccountManagersPage } from './account-managers-page';
import { SalesmenPage } from './salesmen-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const organizationRoutes: SubsystemRoute[] = [
  { path: paths.orgAccountManagers, Component: AccountManagersPage },
  { path: paths.orgSalesmen, Component: SalesmenPage },
];
