import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const dashboardRoutes: SubsystemRoute[] = [
  {
    path: paths.financeCenter,
    ...lazyScreen(() => import('./finance-center-page').then((m) => m.FinanceCenterPage)),
  },
  {
    path: paths.enterCenter,
    ...lazyScreen(() => import('./enter-center-page').then((m) => m.EnterCenterPage)),
  },
];
