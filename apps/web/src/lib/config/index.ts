export { RuntimeConfigProvider, useRuntimeConfig } from './config-context';
export {
  RUNTIME_CONFIG_URL,
  RuntimeConfigError,
  getRuntimeConfig,
  loadRuntimeConfig,
} from './runtime-config';
