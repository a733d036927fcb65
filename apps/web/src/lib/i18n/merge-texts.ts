import { LANGUAGES } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import type { TextTree, TextsByLanguage } from './types';

type MutableTree = Record<string, string | TextTree>;

function mergeTree(target: MutableTree, source: TextTree, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    const keyPath = path ? `${path}.${key}` : key;
    const existing = target[key];
    // Two areas defining the same key would silently shadow each other's text.
    const duplicate = new Error(`Translation key "${keyPath}" is defined by more than one texts module`);
    if (typeof value === 'string') {
      if (existing !== undefined) throw duplicate;
      target[key] = value;
    } else {
      if (typeof existing === 'string') throw duplicate;
      const branch: MutableTree = { ...existing };
      mergeTree(branch, value, keyPath);
      target[key] = branch;
    }
  }
}

/** Merges the texts of several areas in one language; a key defined twice throws. */
export function mergeTextTrees(...areas: readonly TextTree[]): TextTree {
  const merged: MutableTree = {};
  for (const area of areas) mergeTree(merged, area, '');
  return merged;
}

/** Merges the texts of several areas into one resource set per language; a key defined twice throws. */
export function mergeTexts(...areas: readonly TextsByLanguage[]): TextsByLanguage {
  const merged: Record<Language, TextTree> = { 'zh-CN': {}, 'zh-TW': {}, 'en-US': {} };
  for (const lang of LANGUAGES) merged[lang] = mergeTextTrees(...areas.map((area) => area[lang]));
  return merged;
}
