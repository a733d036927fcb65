import type { Language } from '@scf/shared/constants';
import { loadChunk } from '@/lib/chunk-load';
import { requireLaterTexts } from '@/lib/i18n';
import type { LoadLaterTexts, TextTree } from '@/lib/i18n';

// One chunk per language, as the start-up packs.
const modules: Record<Language, () => Promise<{ default: TextTree }>> = {
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
  'en-US': () => import('./texts/en-US'),
};

const loadFeatureValidationTexts: LoadLaterTexts = async (lang) => ({
  validation: (await loadChunk(`texts/validation/${lang}`, modules[lang])).default,
});

/**
 * The features' validation texts (`validation.<key>` of @scf/shared's featureValidationMessagesZhCN)
 * in the user's language. The start-up packs hold only the core keys, which the sign-in and
 * registration screens show; the features' texts come when a form's field is checked or when a
 * subsystem loads, whose screens also name some of them directly.
 */
export const requireFeatureValidationTexts = (): Promise<void> =>
  requireLaterTexts(loadFeatureValidationTexts);
