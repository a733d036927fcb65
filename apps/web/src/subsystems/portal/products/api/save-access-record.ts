import { post } from '@/lib/request';

export const ACCESS_RECORD_PATH = '/portal/fin/product/saveProdAccessRecord';

/**
 * Records that the detail page of a product was opened. The server records the session's account
 * (or a visitor); a failure is nobody's business but the log's, so nothing is shown.
 */
export async function saveAccessRecord(productId: string): Promise<void> {
  await post(ACCESS_RECORD_PATH, { productId }, { silent: true });
}
