import type { CheckProductAccessReply } from '@scf/shared/schemas/financing';
import { post } from '@/lib/request';

export const CHECK_PRODUCT_ACCESS_PATH = '/api/financing/check_product_access';

/** Whether the signed-in user may apply to the product now, and where (dialog or which page). */
export async function checkProductAccess(productId: string): Promise<CheckProductAccessReply> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  return post<CheckProductAccessReply>(CHECK_PRODUCT_ACCESS_PATH, { productId }, { silent: true });
}
