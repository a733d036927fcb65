import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { InterpretPage } from './interpret-page';
import { RepayPlanPage } from './repay-plan-page';
import { RequestListPage } from './request-list-page';
import { RequestReleasePage } from './request-release-page';

export const enterpriseRoutes: SubsystemRoute[] = [
  { path: paths.requestDetail, Component: RequestListPage },
  { path: paths.requestRelease, Component: RequestReleasePage },
  { path: paths.repayPlan, Component: RepayPlanPage },
  { path: paths.interpret, Component: InterpretPage },
];
