import type { SubsystemModule } from '@/lib/subsystem';

export type SubsystemImporter = () => Promise<SubsystemModule>;

/**
 * Every subsystem the app can load, by name. Each entry is a dynamic import, so each subsystem is
 * its own chunk, fetched the first time one of its paths is visited; the type checks every
 * subsystem's index.ts against the contract.
 */
export const subsystemRegistry = {
  portal: () => import('@/subsystems/portal'),
  member: () => import('@/subsystems/member'),
  product: () => import('@/subsystems/product'),
  finance: () => import('@/subsystems/finance'),
  apply: () => import('@/subsystems/apply'),
  admin: () => import('@/subsystems/admin'),
} satisfies Record<string, SubsystemImporter>;

export type SubsystemName = keyof typeof subsystemRegistry;
