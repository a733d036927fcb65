import type { SubsystemRoute } from '@/lib/subsystem';

export const reviewRoutes: SubsystemRoute[] = [];
