/**
 * The flags' defaults (flags.ts builds its schema on them), apart from zod so that the browser's
 * start-up reads them without loading it.
 */
export const defaultFeatureFlags = {
  isOpenRegBtn: true,
  isTenantMode: true,
  isMergeMenu: false,
  isIARCasLogin: false,
  OPEN_AUTH_VERIFICATION: true,
  isUnderscore: true,
  isOpenXss: true,
  isUrlLowercase: false,
  isOpenParamConfig: false,
  isShowLocalLang: true,
  TABS_VIEW_LIMIT: 10,
};
