import { unlockRequest } from '@scf/shared/schemas/auth';
import { post } from '@/lib/request';
import { encryptWithServerKey } from '@/shell/auth-api/get-security-key';

export const UNLOCK_PATH = '/api/user/unlock';

/** Leaves the lock screen (return code -5) with the login password. */
export async function unlock(password: string): Promise<void> {
  const { cipher, keyId } = await encryptWithServerKey(password);
  await post<unknown>(UNLOCK_PATH, unlockRequest.parse({ password: cipher, keyId }));
}
