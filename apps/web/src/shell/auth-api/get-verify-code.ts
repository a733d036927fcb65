import type { z } from 'zod';
import type { loginSmsRequest, smsSentReply } from '@scf/shared/schemas/auth';
import { post } from '@/lib/request';
import { useLightMutation } from '@/lib/request/light-query';

export type LoginSmsRequest = z.input<typeof loginSmsRequest>;

/** POST /getVerifyCode: the login SMS, guarded by the image code. Silent: the form reports errors. */
export async function sendLoginSms(body: LoginSmsRequest): Promise<z.infer<typeof smsSentReply>> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return post('/getVerifyCode', body, { silent: true });
}

export function useSendLoginSms() {
  return useLightMutation(sendLoginSms);
}
