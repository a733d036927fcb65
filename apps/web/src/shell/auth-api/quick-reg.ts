import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { quickRegReply } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import { encryptWithServerKey } from './get-security-key';

/** The two steps of the quick registration as typed; the password is encrypted before it leaves. */
export interface QuickRegInput {
  userAccount: string;
  companyName: string;
  password: string;
  mobile: string;
  smsCode: string;
}

export type QuickRegReply = z.infer<typeof quickRegReply>;

/**
 * POST /api/member/reg/quick_reg. Silent: the dialog reports errors and moves between steps by
 * their code (shell.md section 8).
 */
export async function quickReg({ password, ...input }: QuickRegInput): Promise<QuickRegReply> {
  const { cipher, keyId } = await encryptWithServerKey(password);
  const body = { ...input, userPwd: cipher, keyId, terminalType: 'pc' };
  return quickRegReply.parse(await post('/api/member/reg/quick_reg', body, { silent: true }));
}

export function useQuickReg() {
  return useMutation({ mutationFn: quickReg });
}
