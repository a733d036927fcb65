import type { SubsystemRoute } from '@/lib/subsystem';

export const dashboardRoutes: SubsystemRoute[] = [];
