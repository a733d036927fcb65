import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifyMobileRequest } from '@scf/shared/schemas/account';
import { post } from '@/lib/request';
import { encryptWithServerKey } from '@/shell/auth-api/get-security-key';
import { signedInUserId, userKeys } from './user-keys';

export const MODIFY_MOBILE_PATH = '/api/user/modify_mobile';

export interface MobileChange {
  /** The login password as typed; it travels encrypted. */
  password: string;
  mobile: string;
  smsCode: string;
}

export async function modifyMobile({ password, mobile, smsCode }: MobileChange): Promise<void> {
  const { cipher, keyId } = await encryptWithServerKey(password);
  await post<unknown>(
    MODIFY_MOBILE_PATH,
    modifyMobileRequest.parse({ password: cipher, keyId, mobile, smsCode }),
  );
}

/** The personal-info dialog shows the mobile, so the current user is fetched again after a change. */
export function useModifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyMobile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current(signedInUserId()) }),
  });
}
