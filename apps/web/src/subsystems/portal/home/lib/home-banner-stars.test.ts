import { describe, expect, it } from 'vitest';
import { MAX_STARS, homeBannerStars } from './home-banner-stars';

describe('homeBannerStars (the home banner reading of business.md section 9)', () => {
  it.each([
    [0, 1],
    [24.99, 1],
    [25, 2],
    [49.99, 2],
    [50, 3],
    [74.99, 3],
    [75, 2],
    [99.99, 2],
    [100, MAX_STARS],
  ])('reads %s %% as %s stars', (rate, stars) => {
    expect(homeBannerStars(rate)).toBe(stars);
  });

  it('reads a rate sent as a decimal string like a number', () => {
    expect(homeBannerStars('62.50')).toBe(3);
  });

  it('gives no stars when the rate is missing or unreadable', () => {
    expect(homeBannerStars(null)).toBe(0);
    expect(homeBannerStars(undefined)).toBe(0);
    expect(homeBannerStars('')).toBe(0);
    expect(homeBannerStars('-')).toBe(0);
    expect(homeBannerStars(-1)).toBe(0);
  });

  it('caps a rate above 100 at the full count', () => {
    expect(homeBannerStars(120)).toBe(MAX_STARS);
  });
});
