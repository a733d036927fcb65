/** The most stars a success rate can earn. */
export const MAX_STARS = 5;

/**
 * Stars for a product's success rate (percent, 0-100) where the home page's banner shows it. This
 * is the home banner's own reading of business.md section 9, kept as the spec gives it: under 25 →
 * 1, 25-49 → 2, 50-74 → 3, 75-99 → 2. The spec leaves 100 open; it earns the full 5, as on the
 * product card. A missing or unreadable rate earns none, so no product looks rated that is not.
 * docs/decisions.md says why the banner and the product card read differently.
 */
export function homeBannerStars(successRate: number | string | null | undefined): number {
  if (successRate === null || successRate === undefined || successRate === '') return 0;
  const rate = Number(successRate);
  if (!Number.isFinite(rate) || rate < 0) return 0;
  if (rate < 25) return 1;
  if (rate < 50) return 2;
  if (rate < 75) return 3;
  if (rate < 100) return 2;
  return MAX_STARS;
}
