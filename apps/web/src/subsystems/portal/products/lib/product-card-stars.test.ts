import { describe, expect, it } from 'vitest';
import { productCardStars } from './product-card-stars';

describe('productCardStars (business.md section 9, product card)', () => {
  it.each([
    [0, 1],
    [24.99, 1],
    [25, 2],
    [49.99, 2],
    [50, 3],
    [74.99, 3],
    [75, 4],
    [99.99, 4],
    [100, 5],
  ])('%s %% → %s stars', (rate, stars) => {
    expect(productCardStars(rate)).toBe(stars);
  });

  it('gives no star to an unknown or unreadable rate', () => {
    for (const rate of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(productCardStars(rate)).toBe(0);
    }
  });
});
