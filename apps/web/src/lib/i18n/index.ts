export {
  antdLocaleOf,
  i18n,
  initI18n,
  requireLaterTexts,
  setLanguage,
  switchLanguage,
  NAMESPACE,
} from './i18n';
export { laterTexts } from './later-texts';
export type { LaterTexts } from './later-texts';
export type { LanguagePack, LoadLanguagePack, LoadLaterTexts } from './i18n';
export { LANGUAGE_NAMES, isLanguage, readStoredLanguage } from './languages';
export { mergeTextTrees, mergeTexts } from './merge-texts';
export type { TextTree, TextsByLanguage, TextsLike } from './types';
