import type { SubsystemRoute } from '@/lib/subsystem';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const organizationRoutes: SubsystemRoute[] = [];
