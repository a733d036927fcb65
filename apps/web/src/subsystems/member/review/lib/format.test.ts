import { describe, expect, it } from 'vitest';
import { changeValue, formatTime } from './format';

describe('review formatting', () => {
  it('shows a missing time as a dash', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('2026-11-22T01:30:00.000Z')).toMatch(/^2026-11-22 \d\d:30$/);
  });

  it('shows history values as text, empty ones as the given word', () => {
    expect(changeValue('', '（空）')).toBe('（空）');
    expect(changeValue(null, '（空）')).toBe('（空）');
    expect(changeValue(['320000', '320100'], '-')).toBe('320000 / 320100');
    expect(changeValue('2', '-')).toBe('2');
  });
});
