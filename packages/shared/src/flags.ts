import { z } from 'zod';

/**
 * Runtime feature flags of the spec (shell.md section 1), served in /config.json so that one build
 * can run with different settings.
 */
export const featureFlagsSchema = z.object({
  isOpenRegBtn: z.boolean().default(true),
  isTenantMode: z.boolean().default(true),
  isMergeMenu: z.boolean().default(false),
  isIARCasLogin: z.boolean().default(false),
  OPEN_AUTH_VERIFICATION: z.boolean().default(true),
  isUnderscore: z.boolean().default(true),
  isOpenXss: z.boolean().default(true),
  isUrlLowercase: z.boolean().default(false),
  isOpenParamConfig: z.boolean().default(false),
  isShowLocalLang: z.boolean().default(true),
  TABS_VIEW_LIMIT: z.number().int().min(1).max(50).default(10),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  version: z.string(),
  demoMode: z.boolean(),
  flags: featureFlagsSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const defaultFeatureFlags: FeatureFlags = featureFlagsSchema.parse({});
