import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const authorizationRoutes: SubsystemRoute[] = [
  {
    path: paths.orgAuthorizations,
    ...lazyScreen(() => import('./review-page').then((m) => m.OrgAuthorizationsPage)),
  },
  {
    path: paths.authorizationAudit,
    ...lazyScreen(() => import('./review-page').then((m) => m.AuthorizationAuditPage)),
  },
];
