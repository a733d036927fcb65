import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LOCAL_KEYS } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import { MESSAGE_FORMATS } from '@scf/shared/message-formats';
import type { TextTree } from './types';

/** All texts live in the default namespace; each area and subsystem owns its top-level keys. */
export const NAMESPACE = 'translation';

/** The app's own instance, so tests and the request client see exactly the resources merged here. */
export const i18n: I18n = i18next.createInstance();

/** What a language needs from start-up: its texts and antd's locale. */
export interface LanguagePack {
  texts: TextTree;
  antdLocale: Locale;
}

export type LoadLanguagePack = (lang: Language) => Promise<LanguagePack>;

let loadPack: LoadLanguagePack | undefined;
const packs = new Map<Language, LanguagePack>();

/** Fetches a language's pack once and adds its texts beside those subsystems already added. */
async function ensurePack(lang: Language): Promise<void> {
  if (!loadPack || packs.has(lang)) return;
  const pack = await loadPack(lang);
  packs.set(lang, pack);
  if (i18n.isInitialized) i18n.addResourceBundle(lang, NAMESPACE, pack.texts, true, false);
}

/** Texts a start-up pack leaves out, in one language: merged into the resources as they come. */
export type LoadLaterTexts = (lang: Language) => Promise<TextTree>;

/** Each set of later texts required so far, with its fetch per language. */
const laterTexts = new Map<LoadLaterTexts, Map<Language, Promise<void>>>();

function fetchLaterTexts(load: LoadLaterTexts, lang: Language): Promise<void> {
  let byLanguage = laterTexts.get(load);
  if (!byLanguage) laterTexts.set(load, (byLanguage = new Map()));
  let pending = byLanguage.get(lang);
  if (!pending) {
    pending = load(lang).then((texts) => void i18n.addResourceBundle(lang, NAMESPACE, texts, true, true));
    byLanguage.set(lang, pending);
    // A failed fetch is forgotten, so that the next requirement tries again.
    pending.catch(() => byLanguage.delete(lang));
  }
  return pending;
}

/**
 * Fetches texts kept out of the start-up packs, in the current language, the first time something
 * requires them; a later switch of language fetches them in that language before it applies.
 */
export function requireLaterTexts(load: LoadLaterTexts): Promise<void> {
  return fetchLaterTexts(load, i18n.language as Language);
}

/** The page's language, and the cookie that tells the server which language to render a page in. */
function applyDocumentLanguage(lang: Language): void {
  // Rendering on the server (apps/web/src/first-screen/render.tsx): there is no page.
  if (typeof document === 'undefined') return;
  // Written only when it changes: every write restyles whatever the stylesheets select by language.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** antd's locale of a language whose pack has been loaded. */
export function antdLocaleOf(lang: Language): Locale | undefined {
  return packs.get(lang)?.antdLocale;
}

/**
 * Starts i18n in `lang`. The app passes `load`, which fetches a language's pack when it is first
 * needed (at start and on a switch); `resources` are texts known at once (tests give them).
 */
export async function initI18n(
  resources: Partial<Record<Language, TextTree>>,
  lang: Language,
  load?: LoadLanguagePack,
): Promise<void> {
  loadPack = load;
  packs.clear();
  laterTexts.clear();
  await ensurePack(lang);
  const merged = new Map<Language, TextTree>();
  for (const lng of LANGUAGES) {
    const texts = { ...resources[lng], ...packs.get(lng)?.texts };
    if (Object.keys(texts).length > 0) merged.set(lng, texts);
  }
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries([...merged].map(([lng, texts]) => [lng, { [NAMESPACE]: texts }])),
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Subsystem texts arrive after start-up; components re-render when a bundle is added.
    react: { bindI18nStore: 'added' },
  });
  // The placeholders' formats the server's zh-CN texts use too ({{date, isoDate}}, ...).
  for (const [name, format] of Object.entries(MESSAGE_FORMATS)) {
    i18n.services.formatter?.add(name, (value, lng = i18n.language) =>
      format(String(value), lng, (key) => i18n.t(`validation.${key}`, { lng })),
    );
  }
  applyDocumentLanguage(lang);
}

/** Switches the interface language and remembers it under local storage `lang`. */
export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.lang, lang);
  await switchLanguage(lang);
}

/** Switches the interface language without remembering it: the server's render of a page uses it. */
export async function switchLanguage(lang: Language): Promise<void> {
  // Later texts that cannot be fetched do not hold the switch back; whoever requires them next retries.
  const later = [...laterTexts.keys()].map((load) =>
    fetchLaterTexts(load, lang).catch((error: unknown) => console.warn('[i18n] texts not fetched:', error)),
  );
  await Promise.all([ensurePack(lang), ...later]);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
