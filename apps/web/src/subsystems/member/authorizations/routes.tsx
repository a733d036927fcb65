import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const memberAuthorizationRoutes: SubsystemRoute[] = [
  {
    path: paths.memberAuthorizations,
    ...lazyScreen(() => import('./authorizations-page').then((m) => m.AuthorizationsPage)),
  },
];
