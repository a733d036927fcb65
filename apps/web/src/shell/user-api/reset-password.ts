import { useMutation } from '@tanstack/react-query';
import { SESSION_KEYS } from '@scf/shared/constants';
import { changePasswordRequest } from '@scf/shared/schemas/account';
import { encryptPassword } from '@/lib/crypto';
import { post } from '@/lib/request';
import { getSecurityKey } from '@/shell/auth-api/get-security-key';

export const RESET_PASSWORD_PATH = '/api/user/resetPwd';

/**
 * Changes the signed-in user's password. Both passwords travel encrypted with one key, since the
 * request names its key once (keyId).
 */
export async function resetPassword({ pwd, resetedPwd }: { pwd: string; resetedPwd: string }): Promise<void> {
  const key = await getSecurityKey();
  const [current, next] = await Promise.all([encryptPassword(pwd, key), encryptPassword(resetedPwd, key)]);
  const body = changePasswordRequest.parse({
    pwd: current.cipher,
    resetedPwd: next.cipher,
    keyId: key.key2,
    pwdType: 'password',
    tn: sessionStorage.getItem(SESSION_KEYS.tn) ?? undefined,
  });
  await post<unknown>(RESET_PASSWORD_PATH, body);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
