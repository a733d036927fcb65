import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { regSmsRequest } from '@scf/shared/schemas/account';
import { smsSentReply } from '@scf/shared/schemas/auth';
import { post } from '@/lib/request';

export type RegSmsRequest = z.input<typeof regSmsRequest>;

/**
 * POST /api/member/reg/send_reg_code: the registration SMS, guarded by the graphic code. Silent:
 * the dialog reports errors and moves between steps by their code.
 */
export async function sendRegCode(body: RegSmsRequest): Promise<z.infer<typeof smsSentReply>> {
  return smsSentReply.parse(await post('/api/member/reg/send_reg_code', body, { silent: true }));
}

export function useSendRegCode() {
  return useMutation({ mutationFn: sendRegCode });
}
