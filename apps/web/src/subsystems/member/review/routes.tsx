import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

export const reviewRoutes: SubsystemRoute[] = [
  { path: paths.registrationReview, ...lazyScreen(() => import('./review-page').then((m) => m.ReviewPage)) },
];
