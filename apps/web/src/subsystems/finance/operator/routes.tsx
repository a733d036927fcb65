import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const operatorRoutes: SubsystemRoute[] = [
  {
    path: paths.requestAudit,
    ...lazyScreen(() => import('./request-audit-page').then((m) => m.RequestAuditPage)),
  },
];
