import { laterTexts } from '@/lib/i18n';

/**
 * The features' validation texts (`validation.<key>` of @scf/shared's featureValidationMessagesZhCN)
 * in the user's language. The start-up packs hold only the core keys, which the sign-in and
 * registration screens show; the features' texts come when a form's field is checked or when a
 * subsystem loads, whose screens also name some of them directly.
 */
const featureValidationTexts = laterTexts(
  'validation',
  {
    'zh-CN': () => import('./texts/zh-CN'),
    'zh-TW': () => import('./texts/zh-TW'),
    'en-US': () => import('./texts/en-US'),
  },
  'validation',
);

export const requireFeatureValidationTexts = featureValidationTexts.require;
