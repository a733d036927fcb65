import { describe, expect, it } from 'vitest';
import { fullLayoutNeeds } from './use-compact-header';

describe('fullLayoutNeeds', () => {
  it('is null while the root menus fit, and without a top bar', () => {
    expect(fullLayoutNeeds(1600, { clientWidth: 700, scrollWidth: 700 })).toBeNull();
    expect(fullLayoutNeeds(1600, null)).toBeNull();
  });

  it("ignores a pixel's rounding", () => {
    expect(fullLayoutNeeds(1600, { clientWidth: 700, scrollWidth: 701 })).toBeNull();
  });

  it('is the header width plus what the roots lack', () => {
    expect(fullLayoutNeeds(1280, { clientWidth: 500, scrollWidth: 745 })).toBe(1525);
  });
});
