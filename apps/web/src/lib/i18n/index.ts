export { i18n, initI18n, setLanguage, NAMESPACE } from './i18n';
export { ANTD_LOCALES, LANGUAGE_NAMES, isLanguage, readStoredLanguage } from './languages';
export { mergeTexts } from './merge-texts';
export type { TextTree, TextsByLanguage, TextsLike } from './types';
