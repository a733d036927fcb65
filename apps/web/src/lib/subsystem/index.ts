export type { PrefetchData, SubsystemModule, SubsystemRoute } from './contract';
export { lazyScreen } from './lazy-screen';
export { FRESH_AFTER_FETCH_MS, preloadImage } from './prefetch';
