import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { smsSentReply } from '@scf/shared/schemas/auth';
import type { RegSmsRequest } from './send-reg-code';
import { post } from '@/lib/request';

/**
 * POST /api/member/reg/send_forget_sms_code: the reset SMS, sent to the mobile of the account.
 * Silent: the dialog reports errors and moves between steps by their code.
 */
export async function sendForgetSmsCode(
  body: Omit<RegSmsRequest, 'mobile'>,
): Promise<z.infer<typeof smsSentReply>> {
  return smsSentReply.parse(await post('/api/member/reg/send_forget_sms_code', body, { silent: true }));
}

export function useSendForgetSmsCode() {
  return useMutation({ mutationFn: sendForgetSmsCode });
}
