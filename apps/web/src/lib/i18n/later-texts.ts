import type { Language } from '@scf/shared/constants';
import { loadChunk } from '@/lib/chunk-load';
import { requireLaterTexts } from './i18n';
import type { LoadLaterTexts } from './i18n';
import type { TextTree } from './types';

/** An area's texts module in each language, each its own chunk. */
export type TextModules = Readonly<Record<Language, () => Promise<{ default: TextTree }>>>;

export interface LaterTexts {
  /** Fetches the texts in the current language (once), and in a new one before a switch applies. */
  require: () => Promise<void>;
  /** Fetches a language's chunk without adding it, for start-up, before i18n has started. */
  preload: (lang: Language) => Promise<unknown>;
  /** Imports a module that names these texts, resolving once both are here. */
  beside: <T>(load: () => Promise<T>) => Promise<T>;
}

/**
 * Texts kept out of the start-up packs, one chunk per language. `area` puts them under a top-level
 * key, for modules that do not carry their own.
 */
export function laterTexts(name: string, modules: TextModules, area?: string): LaterTexts {
  const preload = (lang: Language) => loadChunk(`texts/${name}/${lang}`, modules[lang]);
  const load: LoadLaterTexts = async (lang) => {
    const texts = (await preload(lang)).default;
    return area ? { [area]: texts } : texts;
  };
  const require = () => requireLaterTexts(load);
  return {
    require,
    preload,
    beside: (importer) => Promise.all([importer(), require()]).then(([module]) => module),
  };
}
