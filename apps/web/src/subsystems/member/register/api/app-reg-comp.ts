import { useMutation } from '@tanstack/react-query';
import type { AppRegCompRequest } from '@scf/shared/schemas/member';
import { post } from '@/lib/request';

export const APP_REG_COMP_PATH = '/api/member/app_reg_comp';

/** Submits the registration for review; empty data means success, a failure names the field. */
export async function appRegComp(body: AppRegCompRequest): Promise<void> {
  await post<unknown>(APP_REG_COMP_PATH, body, { silent: true });
}

export function useAppRegComp() {
  return useMutation({ mutationFn: appRegComp });
}
