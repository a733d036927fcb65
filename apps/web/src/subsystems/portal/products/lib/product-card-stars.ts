/** The most stars a success rate can earn. */
export const CARD_MAX_STARS = 5;

/**
 * Stars of a product card for its success rate (percent), the product-card reading of
 * business.md section 9: under 25 → 1, under 50 → 2, under 75 → 3, under 100 → 4, 100 → 5. A
 * missing, negative or unreadable rate earns none, so no product looks rated that is not.
 */
export function productCardStars(successRate: number | null | undefined): number {
  if (successRate === null || successRate === undefined) return 0;
  if (!Number.isFinite(successRate) || successRate < 0) return 0;
  if (successRate < 25) return 1;
  if (successRate < 50) return 2;
  if (successRate < 75) return 3;
  if (successRate < 100) return 4;
  return CARD_MAX_STARS;
}
