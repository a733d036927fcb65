import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { realNameQrVerifyReply, realNameQrVerifyRequest } from '@scf/shared/schemas/real-name';
import { post } from '@/lib/request';

export const REAL_NAME_QR_VERIFY_PATH = '/api/member/realname/qr_verify';

export type RealNameQrVerifyRequest = z.input<typeof realNameQrVerifyRequest>;

/** The phone's verification: the link's token instead of a session or an SMS code. */
export async function verifyRealNameQr(
  request: RealNameQrVerifyRequest,
): Promise<z.infer<typeof realNameQrVerifyReply>> {
  const body = realNameQrVerifyRequest.parse(request);
  return realNameQrVerifyReply.parse(await post<unknown>(REAL_NAME_QR_VERIFY_PATH, body, { silent: true }));
}

export const useVerifyRealNameQr = () => useMutation({ mutationFn: verifyRealNameQr });
