import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AlertListPage } from './alert-list-page';
import { OrgApplyListPage } from './org-apply-list-page';
import { OrgNeedsDetailPage } from './org-needs-detail-page';
import { RobDemandPage } from './rob-demand-page';

export const institutionRoutes: SubsystemRoute[] = [
  { path: paths.orgApplyList, Component: OrgApplyListPage },
  { path: paths.robDemand, Component: RobDemandPage },
  { path: paths.alertList, Component: AlertListPage },
  { path: paths.orgNeedsDetail, Component: OrgNeedsDetailPage },
];
