import { DEFAULT_LANGUAGE, LOCAL_KEYS, isLanguage } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';

/**
 * Each language is named in itself (endonym), whatever the current language is, so that a reader
 * can always find their own; these are therefore not translation keys.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

export { isLanguage };

/** The language remembered under local storage `lang` (shell.md section 1), or the default. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  const stored = storage.getItem(LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
