import { LANGUAGES } from '@scf/shared/constants';
import type { Language } from '@scf/shared/constants';
import type { TextTree, TextsByLanguage } from './types';

type MutableTree = Record<string, string | TextTree>;

/**
 * Two areas defining the same key would silently shadow each other's text. Made only when thrown:
 * an Error records its stack, and start-up merges some 250 keys (about 20 ms of a phone's start).
 */
const duplicateKey = (keyPath: string) =>
  new Error(`Translation key "${keyPath}" is defined by more than one texts module`);

function mergeTree(target: MutableTree, source: TextTree, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    const keyPath = path ? `${path}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'string') {
      if (existing !== undefined) throw duplicateKey(keyPath);
      target[key] = value;
    } else {
      if (typeof existing === 'string') throw duplicateKey(keyPath);
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
