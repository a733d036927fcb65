import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const organizationRoutes: SubsystemRoute[] = [
  {
    path: paths.orgAccountManagers,
    ...lazyScreen(() => import('./account-managers-page').then((m) => m.AccountManagersPage)),
  },
  { path: paths.orgSalesmen, ...lazyScreen(() => import('./salesmen-page').then((m) => m.SalesmenPage)) },
];
