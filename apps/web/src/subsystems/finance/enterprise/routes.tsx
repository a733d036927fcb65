import type { SubsystemRoute } from '@/lib/subsystem';

export const enterpriseRoutes: SubsystemRoute[] = [];
