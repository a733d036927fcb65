import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const enterpriseRoutes: SubsystemRoute[] = [
  {
    path: paths.requestDetail,
    ...lazyScreen(() => import('./request-list-page').then((m) => m.RequestListPage)),
  },
  {
    path: paths.requestRelease,
    ...lazyScreen(() => import('./request-release-page').then((m) => m.RequestReleasePage)),
  },
  { path: paths.repayPlan, ...lazyScreen(() => import('./repay-plan-page').then((m) => m.RepayPlanPage)) },
  { path: paths.interpret, ...lazyScreen(() => import('./interpret-page').then((m) => m.InterpretPage)) },
];
