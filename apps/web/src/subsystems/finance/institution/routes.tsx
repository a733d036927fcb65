import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const institutionRoutes: SubsystemRoute[] = [
  {
    path: paths.orgApplyList,
    ...lazyScreen(() => import('./org-apply-list-page').then((m) => m.OrgApplyListPage)),
  },
  { path: paths.robDemand, ...lazyScreen(() => import('./rob-demand-page').then((m) => m.RobDemandPage)) },
  { path: paths.alertList, ...lazyScreen(() => import('./alert-list-page').then((m) => m.AlertListPage)) },
  {
    path: paths.orgNeedsDetail,
    ...lazyScreen(() => import('./org-needs-detail-page').then((m) => m.OrgNeedsDetailPage)),
  },
];
