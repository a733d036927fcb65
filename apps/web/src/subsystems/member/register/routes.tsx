import type { SubsystemRoute } from '@/lib/subsystem';

export const registerRoutes: SubsystemRoute[] = [];
