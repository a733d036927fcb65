import type { SubsystemRoute } from '@/lib/subsystem';

export const institutionRoutes: SubsystemRoute[] = [];
