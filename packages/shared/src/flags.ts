import { z } from 'zod';
import { defaultFeatureFlags as defaults } from './flag-defaults.ts';

/**
 * Runtime feature flags of the spec (shell.md section 1), served in /config.json so that one build
 * can run with different settings.
 */
export const featureFlagsSchema = z.object({
  isOpenRegBtn: z.boolean().default(defaults.isOpenRegBtn),
  isTenantMode: z.boolean().default(defaults.isTenantMode),
  isMergeMenu: z.boolean().default(defaults.isMergeMenu),
  isIARCasLogin: z.boolean().default(defaults.isIARCasLogin),
  OPEN_AUTH_VERIFICATION: z.boolean().default(defaults.OPEN_AUTH_VERIFICATION),
  isUnderscore: z.boolean().default(defaults.isUnderscore),
  isOpenXss: z.boolean().default(defaults.isOpenXss),
  isUrlLowercase: z.boolean().default(defaults.isUrlLowercase),
  isOpenParamConfig: z.boolean().default(defaults.isOpenParamConfig),
  isShowLocalLang: z.boolean().default(defaults.isShowLocalLang),
  TABS_VIEW_LIMIT: z.number().int().min(1).max(50).default(defaults.TABS_VIEW_LIMIT),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  version: z.string(),
  demoMode: z.boolean(),
  flags: featureFlagsSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { defaultFeatureFlags } from './flag-defaults.ts';
