import { describe, expect, it } from 'vitest';
import { chinaDate } from '../dates.ts';
import {
  birthDateOf,
  isValidResidentId,
  normalizeResidentId,
  residentIdCheckChar,
  residentIdProblem,
  withResidentIdCheckChar,
} from './resident-id.ts';

const today = new Date('2024-06-15T12:00:00+08:00');

describe('residentIdCheckChar', () => {
  it('computes the check character of the standard example and others', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X'); // GB 11643-1999 example
    expect(residentIdCheckChar('44052418800101001')).toBe('4');
    expect(residentIdCheckChar('11010120000229001')).toBe('8');
  });

  it('gives null for short or non-digit bodies, and builds complete numbers', () => {
    expect(residentIdCheckChar('1101051949123100')).toBeNull();
    expect(residentIdCheckChar('1101051949123100A')).toBeNull();
    expect(withResidentIdCheckChar('11010519491231002')).toBe('11010519491231002X');
    expect(() => withResidentIdCheckChar('123')).toThrow();
  });
});

describe('isValidResidentId', () => {
  it('accepts valid numbers, X upper or lower case', () => {
    expect(isValidResidentId('11010519491231002X', today)).toBe(true);
    expect(isValidResidentId('11010519491231002x', today)).toBe(true);
    expect(normalizeResidentId(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(isValidResidentId('440524188001010014', today)).toBe(false); // born 1880
    expect(isValidResidentId(withResidentIdCheckChar('44030119900307123'), today)).toBe(true);
  });

  it('accepts the leap day 2000-02-29 but not 1900-02-29 or 2023-02-29', () => {
    expect(isValidResidentId('110101200002290018', today)).toBe(true);
    expect(birthDateOf('110101200002290018')).toBe('2000-02-29');
    expect(residentIdProblem(withResidentIdCheckChar('11010119000229001'), today)).toBe('birthDate');
    expect(birthDateOf(withResidentIdCheckChar('11010119000229001'))).toBeNull();
    expect(residentIdProblem(withResidentIdCheckChar('11010120230229001'), today)).toBe('birthDate');
  });

  it('refuses impossible dates, dates before 1900 and dates in the future', () => {
    for (const body of ['11010119901301001', '11010119900431001', '11010119900000001', '11010118991231001']) {
      expect(residentIdProblem(withResidentIdCheckChar(body), today), body).toBe('birthDate');
    }
    expect(isValidResidentId(withResidentIdCheckChar('11010119000101001'), today)).toBe(true);
    expect(isValidResidentId(withResidentIdCheckChar('11010120240615001'), today)).toBe(true);
    expect(residentIdProblem(withResidentIdCheckChar('11010120240616001'), today)).toBe('birthDate');
    // Today is taken in China: 2024-06-15 20:00 UTC is already the 16th there.
    expect(chinaDate(new Date('2024-06-15T20:00:00Z'))).toBe('2024-06-16');
    expect(
      isValidResidentId(withResidentIdCheckChar('11010120240616001'), new Date('2024-06-15T20:00:00Z')),
    ).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(residentIdProblem('110105194912310021', today)).toBe('checkDigit');
    expect(residentIdProblem('110101200002290012', today)).toBe('checkDigit');
  });

  it('refuses wrong lengths and characters', () => {
    for (const id of [
      '11010519491231002',
      '11010519491231002X1',
      '1101051949123100XX',
      '11010519491231002Y',
      '',
    ]) {
      expect(residentIdProblem(id, today), id).toBe('format');
    }
    expect(birthDateOf('1101051949123100')).toBeNull();
  });

  it('refuses region codes that are no province', () => {
    for (const body of ['01010119900101001', '10010119900101001', '16010119900101001', '91010119900101001']) {
      expect(residentIdProblem(withResidentIdCheckChar(body), today), body).toBe('region');
    }
    for (const body of ['81000019900101001', '82000019900101001', '83000019900101001', '65010119900101001']) {
      expect(isValidResidentId(withResidentIdCheckChar(body), today), body).toBe(true);
    }
  });

  it('uses the current date by default', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId(withResidentIdCheckChar('11010129990101001'))).toBe(false);
  });
});
