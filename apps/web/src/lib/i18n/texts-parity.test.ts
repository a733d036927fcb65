import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scf/shared/constants';
import { errorMessagesZhCN } from '@scf/shared/errors';
import { loadLanguagePack } from '@/app/texts';
import type { TextTree } from './types';

/**
 * Every texts module of the web app, found by pattern so that a new area or subsystem is checked
 * without being listed here.
 */
const modules = import.meta.glob<{ default: TextTree }>('../../**/texts/{zh-CN,zh-TW,en-US}.ts', {
  eager: true,
});

type Area = Partial<Record<string, TextTree>>;

function areasOf(found: Record<string, { default: TextTree }>): Map<string, Area> {
  const areas = new Map<string, Area>();
  for (const [file, module] of Object.entries(found)) {
    const match = /^(.*)\/texts\/([^/]+)\.ts$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const area = areas.get(match[1]) ?? {};
    area[match[2]] = module.default;
    areas.set(match[1], area);
  }
  return areas;
}

function flatten(tree: TextTree, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of flatten(value, path)) keys.set(leaf, text);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

/** i18next's singular of a counted text: one language may have it alone, beside the text it forms. */
const SINGULAR = /_one$/;

/** A text's placeholders with their formats ({{date, isoDate}}): each language must format a value alike. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,\s*(\w+)\s*)?}}/g)]
    .map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1]))
    .sort();

/** A singular form needs its text in the same language, with the same placeholders. */
function singularProblems(
  areaName: string,
  key: string,
  flat: Record<string, Map<string, unknown>>,
): string[] {
  const base = key.replace(SINGULAR, '');
  return LANGUAGES.flatMap((lang) => {
    // flatten() ends every key at a text, so a key ending in _one holds a string.
    const singular = flat[lang]?.get(key) as string | undefined;
    if (singular === undefined) return [];
    const text = flat[lang]?.get(base);
    if (typeof text !== 'string') return [`${areaName}: "${key}" has no "${base}" in ${lang}`];
    const same = JSON.stringify(placeholders(singular)) === JSON.stringify(placeholders(text));
    return same ? [] : [`${areaName}: "${key}" differs from "${base}" in its placeholders in ${lang}`];
  });
}

/** Everything wrong with one area: missing files, keys missing or extra, empty texts, placeholders. */
function parityProblems(areaName: string, area: Area): string[] {
  const problems: string[] = [];
  const missingFiles = LANGUAGES.filter((lang) => !area[lang]);
  if (missingFiles.length) return [`${areaName}: no texts module for ${missingFiles.join(', ')}`];
  const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(area[lang] ?? {})]));
  const allKeys = new Set(LANGUAGES.flatMap((lang) => [...(flat[lang]?.keys() ?? [])]));
  for (const key of allKeys) {
    if (SINGULAR.test(key)) {
      problems.push(...singularProblems(areaName, key, flat));
      continue;
    }
    const texts = LANGUAGES.map((lang) => flat[lang]?.get(key));
    LANGUAGES.forEach((lang, i) => {
      const text = texts[i];
      if (text === undefined) problems.push(`${areaName}: "${key}" is missing in ${lang}`);
      else if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${areaName}: "${key}" is empty in ${lang}`);
    });
    const [reference, ...others] = texts.map((text) => (typeof text === 'string' ? placeholders(text) : []));
    others.forEach((names, i) => {
      if (JSON.stringify(names) !== JSON.stringify(reference)) {
        problems.push(
          `${areaName}: "${key}" has placeholders ${JSON.stringify(names)} in ${LANGUAGES[i + 1]}`,
        );
      }
    });
  }
  return problems;
}

const areas = areasOf(modules);

describe('translation texts', () => {
  it('finds the texts of the app, the shell and every subsystem', () => {
    const names = [...areas.keys()];
    expect(names).toEqual(expect.arrayContaining(['../../app', '../../shell', '../../subsystems/portal']));
  });

  it.each([...areas.entries()])('%s has the same keys in zh-CN, zh-TW and en-US', (name, area) => {
    expect(parityProblems(name, area)).toEqual([]);
  });

  it('catches a key that exists in one language only, and a missing language', () => {
    const area: Area = {
      'zh-CN': { a: { b: '一', c: '二 {{n}}' } },
      'zh-TW': { a: { b: '一', c: '二 {{n}}' }, extra: '多' },
      'en-US': { a: { b: 'one', c: 'two {{count}}' } },
    };
    expect(parityProblems('fake', area)).toEqual([
      'fake: "a.c" has placeholders ["count"] in en-US',
      'fake: "extra" is missing in zh-CN',
      'fake: "extra" is missing in en-US',
    ]);
    expect(parityProblems('fake', { 'zh-CN': {} })).toEqual(['fake: no texts module for zh-TW, en-US']);
  });

  it('takes a singular form in one language only, beside its text and with its placeholders', () => {
    const area: Area = {
      'zh-CN': { n: '{{count}} 条', m: '{{count}} 个' },
      'zh-TW': { n: '{{count}} 條', m: '{{count}} 個' },
      'en-US': {
        n: '{{count}} rows',
        n_one: '{{count}} row',
        m: '{{count}} items',
        m_one: 'one item',
        x_one: 'x',
      },
    };
    expect(parityProblems('fake', area)).toEqual([
      'fake: "m_one" differs from "m" in its placeholders in en-US',
      'fake: "x_one" has no "x" in en-US',
    ]);
  });

  it('has every error catalogue key under errors. in every language, zh-CN word for word', async () => {
    for (const lang of LANGUAGES) {
      const errors = (await loadLanguagePack(lang)).texts.errors as TextTree | undefined;
      for (const key of [...Object.keys(errorMessagesZhCN), 'reloginTitle']) {
        expect(typeof errors?.[key], `${lang} errors.${key}`).toBe('string');
      }
    }
    expect((await loadLanguagePack('zh-CN')).texts.errors).toEqual({
      ...errorMessagesZhCN,
      reloginTitle: '确认登录',
    });
  });
});
