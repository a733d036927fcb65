import { LANGUAGES } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import { NAMESPACE, i18n } from '@/lib/i18n';
import type { TextTree } from '@/lib/i18n';

/**
 * Adds the texts of a lazily loaded screen under its own top-level key (`login.title`), as the
 * subsystem loader does for subsystems: they arrive with the chunk instead of weighing on start-up.
 * Called when the chunk loads, before its first render.
 */
export function addTexts(area: string, texts: Readonly<Record<Language, TextTree>>): void {
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, NAMESPACE, { [area]: texts[lang] }, true, true);
  }
}
