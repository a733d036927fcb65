import { describe, expect, it } from 'vitest';
import { chinaDate, isIsoDate, monthsBetween } from './dates.ts';

describe('dates', () => {
  it('reads the China date, eight hours ahead of UTC', () => {
    expect(chinaDate(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(chinaDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });

  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it.each([
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-25', 1],
    ['2026-11-24', '2026-12-24', 1],
    ['2026-11-24', '2026-12-25', 2],
    ['2026-01-31', '2026-02-28', 1],
    ['2026-11-24', '2027-11-24', 12],
  ])('counts the months from %s to %s as %i', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });
});
