import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguagePack } from '@/app/texts';
import {
  antdLocaleOf,
  i18n,
  initI18n,
  mergeTexts,
  readStoredLanguage,
  requireLaterTexts,
  setLanguage,
} from './index';
import type { Language } from '@scf/shared/constants';
import { errorMessagesZhCN } from '@scf/shared/errors';
import { fillMessage, messageZhCN } from '@scf/shared/messages';
import { refusalMessagesZhCN } from '@scf/shared/messages-refusals';
import refusalsEnUS from '@/lib/form/texts/refusals.en-US';
import refusalsZhTW from '@/lib/form/texts/refusals.zh-TW';
import shellEnUS from '@/shell/texts/en-US';
import shellZhCN from '@/shell/texts/zh-CN';
import shellZhTW from '@/shell/texts/zh-TW';

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

  it('switches texts, remembers the choice, and updates <html lang>', async () => {
    expect(i18n.t('app.name')).toBe('平台');
    expect(document.documentElement.lang).toBe('zh-CN');

    await setLanguage('en-US');
    expect(i18n.t('app.name')).toBe('Platform');
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    await setLanguage('zh-TW');
    expect(i18n.t('app.name')).toBe('平台（繁）');
  });
});

describe('placeholder formats', () => {
  beforeAll(async () => {
    await initI18n(
      {
        'zh-CN': { validation: refusalMessagesZhCN, errors: shellZhCN.errors },
        'zh-TW': { validation: refusalsZhTW, errors: shellZhTW.errors },
        'en-US': { validation: refusalsEnUS, errors: shellEnUS.errors },
      },
      'en-US',
    );
  });

  it("says a date and a list of the catalogue's fields in each language, as the server does in zh-CN", () => {
    const tooOld = { date: '2026-05-02', earliest: '2026-05-29' };
    const fields = { fields: 'invoiceFieldInvoiceNo,invoiceFieldIssueDate,invoiceFieldSellerName' };
    expect(i18n.t('validation.invoiceTooOld', tooOld)).toBe(
      'The invoice was issued on May 2, 2026, not in the last six months (it must be May 29, 2026 or later); upload an invoice issued in the last six months',
    );
    expect(i18n.t('validation.invoiceFieldsUnreadable', fields)).toBe(
      'The invoice number, issue date, and seller’s name could not be read from the invoice; upload the complete electronic invoice',
    );
    expect(i18n.t('validation.invoiceFieldsUnreadable', { ...fields, lng: 'zh-TW' })).toBe(
      '無法從發票中讀取發票號碼、開票日期和銷售方名稱，請上傳完整的電子發票',
    );
    for (const [key, params] of [
      ['invoiceTooOld', tooOld],
      ['invoiceFieldsUnreadable', fields],
    ] as const) {
      expect(i18n.t(`validation.${key}`, { ...params, lng: 'zh-CN' })).toBe(messageZhCN(key, params));
    }
  });

  it("lists the names a request's refusal gives as the language lists things, as the server does in zh-CN", () => {
    const fields = { fields: 'extra,more,other' };
    expect(i18n.t('errors.ruleUnknownFields', fields)).toBe('Fields not supported: extra, more, and other');
    expect(i18n.t('errors.ruleUnknownFields', { ...fields, lng: 'zh-TW' })).toBe(
      '不支援的欄位：extra、more和other',
    );
    expect(i18n.t('errors.ruleUnknownFields', { ...fields, lng: 'zh-CN' })).toBe(
      fillMessage(errorMessagesZhCN.ruleUnknownFields, fields),
    );
  });
});

describe('language packs', () => {
  afterEach(() => localStorage.clear());

  it('starts with the chosen language alone and fetches another on a switch', async () => {
    const load = vi.fn(loadLanguagePack);
    await initI18n({}, 'zh-TW', load);
    expect(load.mock.calls).toEqual([['zh-TW']]);
    expect(i18n.t('app.name')).toBe('供應鏈金融服務平台');
    expect(antdLocaleOf('zh-TW')?.locale).toBe('zh-tw');
    expect(antdLocaleOf('en-US')).toBeUndefined();

    await setLanguage('en-US');
    expect(load.mock.calls).toEqual([['zh-TW'], ['en-US']]);
    expect(antdLocaleOf('en-US')?.locale).toBe('en');
    await setLanguage('zh-CN');
    expect(antdLocaleOf('zh-CN')?.locale).toBe('zh-cn');
    expect(i18n.t('app.name')).toBe('供应链金融服务平台');
    await setLanguage('zh-TW');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the texts a subsystem added before the switch', async () => {
    await initI18n({}, 'zh-CN', loadLanguagePack);
    i18n.addResourceBundle('en-US', 'translation', { sub: { title: 'Sub' } }, true, false);
    await setLanguage('en-US');
    expect(i18n.t('sub.title')).toBe('Sub');
    expect(i18n.t('app.name')).toBe('Supply Chain Finance Platform');
  });
});

describe('later texts', () => {
  afterEach(() => localStorage.clear());
  const later = { 'zh-CN': '稍后', 'zh-TW': '稍後', 'en-US': 'Later' };

  it('are fetched once in the current language, and in a new one before a switch applies', async () => {
    await initI18n(texts, 'zh-CN');
    const load = vi.fn((lang: Language) => Promise.resolve({ later: { text: later[lang] } }));
    expect(i18n.exists('later.text')).toBe(false);

    await requireLaterTexts(load);
    await requireLaterTexts(load);
    expect(load.mock.calls).toEqual([['zh-CN']]);
    expect(i18n.t('later.text')).toBe('稍后');

    await setLanguage('en-US');
    expect(load.mock.calls).toEqual([['zh-CN'], ['en-US']]);
    expect(i18n.t('later.text')).toBe('Later');
    expect(i18n.t('app.name')).toBe('Platform');
  });

  it('that fail are asked for again next time, and do not hold a switch back', async () => {
    await initI18n(texts, 'zh-CN');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn((lang: Language) =>
      online ? Promise.resolve({ later: { text: later[lang] } }) : Promise.reject(new Error('offline')),
    );

    await expect(requireLaterTexts(load)).rejects.toThrow('offline');
    await setLanguage('en-US');
    expect(i18n.t('app.name')).toBe('Platform');
    expect(warn).toHaveBeenCalled();

    online = true;
    await requireLaterTexts(load);
    expect(i18n.t('later.text')).toBe('Later');
    expect(load).toHaveBeenCalledTimes(3);
    warn.mockRestore();
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
