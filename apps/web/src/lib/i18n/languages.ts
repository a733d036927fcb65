import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
// The ES build of the antd locales shares modules with the rest of antd; antd/locale/* re-exports
// the CommonJS build and would bundle a second copy of the picker locales.
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCAL_KEYS } from '@scf/shared/constants';
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

export const ANTD_LOCALES: Readonly<Record<Language, Locale>> = {
  'zh-CN': antdZhCN,
  'zh-TW': antdZhTW,
  'en-US': antdEnUS,
};

const DAYJS_LOCALES: Readonly<Record<Language, string>> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language remembered under local storage `lang` (shell.md section 1), or the default. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  const stored = storage.getItem(LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The parts of the page outside React that follow the language: date formatting and `<html lang>`. */
export function applyDocumentLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = lang;
}
