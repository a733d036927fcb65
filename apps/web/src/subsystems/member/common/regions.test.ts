import { regionData } from 'element-china-area-data';
import { describe, expect, it } from 'vitest';
import { regionNames } from './regions';

describe('regionNames', () => {
  it('names the three levels of the cascader, and keeps an unknown code', () => {
    expect(regionNames(regionData, ['320000', '320100', '320104'])).toBe('江苏省 / 南京市 / 秦淮区');
    expect(regionNames(regionData, ['320000', '999999'])).toBe('江苏省 / 999999');
    expect(regionNames([], ['320000'])).toBe('320000');
  });
});
