export type { SubsystemModule, SubsystemRoute } from './contract';
