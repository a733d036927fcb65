import type { SubsystemRoute } from '@/lib/subsystem';

export const realNameRoutes: SubsystemRoute[] = [];
