import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCAL_KEYS } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import { applyDocumentLanguage } from './languages';
import type { TextsByLanguage } from './types';

/** All texts live in the default namespace; each area and subsystem owns its top-level keys. */
export const NAMESPACE = 'translation';

/** The app's own instance, so tests and the request client see exactly the resources merged here. */
export const i18n: I18n = i18next.createInstance();

export async function initI18n(resources: TextsByLanguage, lang: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { [NAMESPACE]: resources[lng] }])),
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
  applyDocumentLanguage(lang);
}

/** Switches the interface language and remembers it under local storage `lang`. */
export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LOCAL_KEYS.lang, lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
