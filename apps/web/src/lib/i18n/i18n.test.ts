import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ANTD_LOCALES, i18n, initI18n, mergeTexts, readStoredLanguage, setLanguage } from './index';

const texts = {
  'zh-CN': { app: { name: '平台' } },
  'zh-TW': { app: { name: '平台（繁）' } },
  'en-US': { app: { name: 'Platform' } },
};

describe('i18n', () => {
  beforeAll(async () => {
    await initI18n(texts, 'zh-CN');
  });
  afterEach(() => localStorage.clear());

  it('reads the remembered language, defaulting to zh-CN', () => {
    expect(readStoredLanguage()).toBe('zh-CN');
    localStorage.setItem('lang', 'en-US');
    expect(readStoredLanguage()).toBe('en-US');
    localStorage.setItem('lang', 'fr-FR');
    expect(readStoredLanguage()).toBe('zh-CN');
  });

  it('switches texts, remembers the choice, and updates <html lang> and dates', async () => {
    expect(i18n.t('app.name')).toBe('平台');
    expect(document.documentElement.lang).toBe('zh-CN');

    await setLanguage('en-US');
    expect(i18n.t('app.name')).toBe('Platform');
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(dayjs.locale()).toBe('en');

    await setLanguage('zh-TW');
    expect(i18n.t('app.name')).toBe('平台（繁）');
    expect(dayjs.locale()).toBe('zh-tw');
  });

  it('has an antd locale for every language', () => {
    expect(ANTD_LOCALES['zh-CN'].locale).toBe('zh-cn');
    expect(ANTD_LOCALES['zh-TW'].locale).toBe('zh-tw');
    expect(ANTD_LOCALES['en-US'].locale).toBe('en');
  });
});

describe('mergeTexts', () => {
  it('merges areas into one resource set per language', () => {
    const merged = mergeTexts(texts, {
      'zh-CN': { errors: { a: '甲' } },
      'zh-TW': { errors: { a: '甲' } },
      'en-US': { errors: { a: 'A' } },
    });
    expect(merged['en-US']).toEqual({ app: { name: 'Platform' }, errors: { a: 'A' } });
  });

  it('refuses a key defined by two areas', () => {
    expect(() => mergeTexts(texts, texts)).toThrow(
      'Translation key "app.name" is defined by more than one texts module',
    );
  });
});
