import { describe, expect, it } from 'vitest';
import { pickLanguage } from '@/modules/access/service.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK,zh;q=0.5', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['fr-FR', 'zh-CN'],
    ['en;q=0.4,zh-TW;q=0.8', 'zh-TW'],
    ['zh-TW;q=0,en', 'en-US'],
  ])('%s → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
