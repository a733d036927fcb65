import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordRequest } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import { encryptWithServerKey } from './get-security-key';

/** The reset form as typed; the new password is encrypted before it leaves. */
export interface ResetPasswordInput {
  userAccount: string;
  smsCode: string;
  newPassword: string;
}

/**
 * POST /api/member/reg/forget_reset_pwd. Silent: the dialog reports errors and moves between
 * steps by their code.
 */
export async function forgetResetPwd({
  userAccount,
  smsCode,
  newPassword,
}: ResetPasswordInput): Promise<void> {
  const { cipher, keyId } = await encryptWithServerKey(newPassword);
  const body: z.input<typeof resetPasswordRequest> = { userAccount, smsCode, newPwd: cipher, keyId };
  await post('/api/member/reg/forget_reset_pwd', body, { silent: true });
}

export function useForgetResetPwd() {
  return useMutation({ mutationFn: forgetResetPwd });
}
