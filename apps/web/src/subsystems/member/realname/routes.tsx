import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { RealNamePage } from './components/real-name-page';
import { ScanPage } from './components/scan-page';

export const realNameRoutes: SubsystemRoute[] = [
  { path: paths.realName, Component: RealNamePage },
  { path: paths.realNameScan, Component: ScanPage },
];
