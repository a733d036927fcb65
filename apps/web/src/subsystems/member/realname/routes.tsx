import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const realNameRoutes: SubsystemRoute[] = [
  {
    path: paths.realName,
    ...lazyScreen(() => import('./components/real-name-page').then((m) => m.RealNamePage)),
  },
  { path: paths.realNameScan, ...lazyScreen(() => import('./components/scan-page').then((m) => m.ScanPage)) },
];
