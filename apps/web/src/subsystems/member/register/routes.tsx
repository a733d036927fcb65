import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const registerRoutes: SubsystemRoute[] = [
  { path: paths.register, ...lazyScreen(() => import('./register-page').then((m) => m.RegisterPage)) },
];
