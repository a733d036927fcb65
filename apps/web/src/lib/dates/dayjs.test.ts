import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import dayjs from './dayjs';

describe('dates', () => {
  afterEach(() => localStorage.clear());

  it('follow the interface language, each language’s locale registered', async () => {
    await initI18n({}, 'zh-TW');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(dayjs('2026-01-05').format('dddd MMMM')).toBe('星期一 一月');

    await setLanguage('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-01-05').format('dddd MMMM')).toBe('Monday January');

    await setLanguage('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-01-05').format('dddd MMMM')).toBe('星期一 一月');
  });
});
