import type { Language } from '@scf/shared/constants';
import { loadChunk } from '@/lib/chunk-load';
import { mergeTextTrees } from '@/lib/i18n';
import type { LanguagePack, TextTree } from '@/lib/i18n';

/** What each pack.<language>.ts exports. */
interface PackModule {
  app: TextTree;
  shell: TextTree;
  publicHeader: TextTree;
  footer: TextTree;
  antdLocale: LanguagePack['antdLocale'];
}

// One chunk per language, so that start-up fetches the texts of the chosen language alone.
const packModules: Record<Language, () => Promise<PackModule>> = {
  'zh-CN': () => import('./pack.zh-CN'),
  'zh-TW': () => import('./pack.zh-TW'),
  'en-US': () => import('./pack.en-US'),
};

/**
 * The texts available from start-up in one language (the app frame, the shell, the public layout),
 * with antd's locale; the user centre and subsystems add theirs when they load.
 */
export async function loadLanguagePack(lang: Language): Promise<LanguagePack> {
  const pack = await loadChunk(`texts/${lang}`, packModules[lang]);
  return {
    texts: mergeTextTrees(pack.app, pack.shell, pack.publicHeader, pack.footer),
    antdLocale: pack.antdLocale,
  };
}
