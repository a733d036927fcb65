export { antdLocaleOf, i18n, initI18n, setLanguage, NAMESPACE } from './i18n';
export type { LanguagePack, LoadLanguagePack } from './i18n';
export { LANGUAGE_NAMES, isLanguage, readStoredLanguage } from './languages';
export { mergeTextTrees, mergeTexts } from './merge-texts';
export type { TextTree, TextsByLanguage, TextsLike } from './types';
