import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** Screens of the product subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  {
    path: paths.productRelease,
    ...lazyScreen(() => import('./release/release-page').then((m) => m.ReleasePage)),
  },
  { path: paths.productAudit, ...lazyScreen(() => import('./audit/audit-page').then((m) => m.AuditPage)) },
];
