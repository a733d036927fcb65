import type { SubsystemRoute } from '@/lib/subsystem';

/** Screens of the product subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [];
