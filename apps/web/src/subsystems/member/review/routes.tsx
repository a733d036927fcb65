import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { ReviewPage } from './review-page';

export const reviewRoutes: SubsystemRoute[] = [{ path: paths.registrationReview, Component: ReviewPage }];
