import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { realNameStatus, realNameVerifyRequest } from '@scf/shared/schemas/real-name';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { post } from '@/lib/request';

export const REAL_NAME_VERIFY_PATH = '/api/member/realname/verify';

export type RealNameVerifyRequest = z.input<typeof realNameVerifyRequest>;

/** The in-page path; the form reports refusals itself, so the call is silent. */
export async function verifyRealName(request: RealNameVerifyRequest): Promise<RealNameStatus> {
  const body = realNameVerifyRequest.parse(request);
  return realNameStatus.parse(await post<unknown>(REAL_NAME_VERIFY_PATH, body, { silent: true }));
}

export const useVerifyRealName = () => useMutation({ mutationFn: verifyRealName });
