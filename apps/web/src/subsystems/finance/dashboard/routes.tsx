import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { EnterCenterPage } from './enter-center-page';
import { FinanceCenterPage } from './finance-center-page';

export const dashboardRoutes: SubsystemRoute[] = [
  { path: paths.financeCenter, Component: FinanceCenterPage },
  { path: paths.enterCenter, Component: EnterCenterPage },
];
