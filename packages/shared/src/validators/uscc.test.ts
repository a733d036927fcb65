import { describe, expect, it } from 'vitest';
import {
  USCC_ALPHABET,
  isValidUscc,
  normalizeUscc,
  usccCheckChar,
  usccProblem,
  withUsccCheckChar,
} from './uscc.ts';

describe('usccCheckChar', () => {
  it('computes the check character of known public codes', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('91110000802100433')).toBe('B');
    expect(usccCheckChar('91440300708461136')).toBe('T');
    expect(usccCheckChar('91310000MA1FL1MMX')).toBe('L');
  });

  it('maps 31 to 0: a body whose weighted sum is a multiple of 31', () => {
    // All zeros: sum 0, 31 - 0 = 31 → '0'.
    expect(usccCheckChar('00000000000000000')).toBe('0');
    // 1 at the first position (weight 1) then 30 (Y) at the second (weight 3): 1 + 90 = 91 = 2*31+29.
    expect(usccCheckChar('10000000000000000')).toBe(USCC_ALPHABET.charAt(30));
  });

  it('ignores characters after the 17th, and gives null for short or foreign bodies', () => {
    expect(usccCheckChar('91350100M000100Y43')).toBe('3');
    expect(usccCheckChar('91350100M000100Y')).toBeNull();
    expect(usccCheckChar('91350100M000100I4')).toBeNull();
  });

  it('builds complete codes for seed data', () => {
    expect(withUsccCheckChar('91350100m000100y4')).toBe('91350100M000100Y43');
    expect(() => withUsccCheckChar('9135')).toThrow();
  });
});

describe('isValidUscc', () => {
  const valid = ['91350100M000100Y43', '91110000802100433B', '91440300708461136T', '91310000MA1FL1MMXL'];

  it('accepts real-format codes of every kind', () => {
    for (const code of valid) expect(isValidUscc(code), code).toBe(true);
    for (const body of [
      '12100000400000624', // 1 机构编制 · 2 事业单位
      '51100000500000001', // 5 民政 · 1 社会团体
      '52110000MJ0000012', // 5 民政 · 2 民办非企业单位
      '92440300MA5D00000', // 9 · 2 个体工商户
      '93330100MA2AAAAAA', // 9 · 3 农民专业合作社
      'N2330100MA2AAAAAA', // N 农业 · 2 村级集体经济组织
      'Y1110000MA0000000', // Y 其他
      '31110000400000001', // 3 司法行政 · 1 律师执业机构
    ]) {
      expect(isValidUscc(withUsccCheckChar(body)), body).toBe(true);
    }
  });

  it('refuses a wrong check character', () => {
    expect(usccProblem('91350100M000100Y44')).toBe('checkChar');
    expect(usccProblem('91110000802100433C')).toBe('checkChar');
    // A transposition of two body characters changes the check character.
    expect(isValidUscc('91350100M000010Y43')).toBe(false);
  });

  it('refuses a wrong length', () => {
    expect(usccProblem('91350100M000100Y4')).toBe('format');
    expect(usccProblem('91350100M000100Y433')).toBe('format');
    expect(usccProblem('')).toBe('format');
  });

  it('refuses the letters I, O, Z, S and V anywhere', () => {
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) {
      expect(usccProblem(`91350100M000100${letter}43`), letter).toBe('format');
      expect(usccProblem(`9135010${letter}M000100Y43`), letter).toBe('format');
    }
  });

  it('refuses letters in the region part and unknown authority or type codes', () => {
    expect(usccProblem(withUsccCheckChar('9135A100M000100Y4'))).toBe('format');
    expect(usccProblem(withUsccCheckChar('94350100M000100Y4'))).toBe('typeCode'); // 9 has no type 4
    expect(usccProblem(withUsccCheckChar('B1350100M000100Y4'))).toBe('typeCode'); // no authority B
    expect(usccProblem(withUsccCheckChar('Y2350100M000100Y4'))).toBe('typeCode');
    expect(usccProblem(withUsccCheckChar('01350100M000100Y4'))).toBe('typeCode');
  });

  it('upper-cases and trims before checking (documented choice: users and OCR give lower case)', () => {
    expect(normalizeUscc(' 91310000ma1fl1mmxl ')).toBe('91310000MA1FL1MMXL');
    expect(isValidUscc('91310000ma1fl1mmxl')).toBe(true);
    expect(isValidUscc(' 91350100M000100Y43\n')).toBe(true);
  });
});
