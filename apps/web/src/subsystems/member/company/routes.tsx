import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const companyRoutes: SubsystemRoute[] = [
  {
    path: paths.enterpriseInfo,
    ...lazyScreen(() => import('./enterprise-info-page').then((m) => m.EnterpriseInfoPage)),
  },
  {
    path: paths.memberChanges,
    ...lazyScreen(() => import('./member-changes-page').then((m) => m.MemberChangesPage)),
  },
];
