export type { SubsystemModule, SubsystemRoute } from './contract';
export { lazyScreen } from './lazy-screen';
