import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { mobileByAccountReply } from '@scf/shared/schemas/account';
import type { mobileByAccountRequest } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';

/**
 * Accounts are unique per tenant, so in tenant mode the lookup names the tenant (its code); without
 * one the server asks the default tenant.
 */
export type MobileByAccountRequest = z.input<typeof mobileByAccountRequest> & { tenantId?: string };

/**
 * POST /g/eclp-server-new/v/api/member/reg/get_mobile_by_account: the (masked) mobile of an account.
 * The server remembers the lookup in the session, so the SMS and the reset that follow go to that
 * account. Silent: an unknown account (111003) is shown on the account field as 用户名不存在.
 */
export async function getMobileByAccount(body: MobileByAccountRequest): Promise<string> {
  const reply = await post('/g/eclp-server-new/v/api/member/reg/get_mobile_by_account', body, {
    silent: true,
  });
  return mobileByAccountReply.parse(reply).mobile;
}

export function useMobileByAccount() {
  return useMutation({ mutationFn: getMobileByAccount });
}
