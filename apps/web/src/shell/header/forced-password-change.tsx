import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordDialog } from '@/shell/personal/change-password-dialog';
import { defaultPasswordQueryOptions, useDefaultPassword } from '@/shell/user-api/check-default-pwd';
import { signedInUserId } from '@/shell/user-api/user-keys';

/**
 * The first sign-in with a password the platform set (an approved enterprise's operator, a reset):
 * the top bar asks checkDefaultPwd and keeps the change-password dialog open, with no way to close
 * it, until the password is changed.
 */
export function ForcedPasswordChange() {
  const client = useQueryClient();
  const isDefault = useDefaultPassword();
  const changed = () =>
    void client.invalidateQueries({ queryKey: defaultPasswordQueryOptions(signedInUserId()).queryKey });
  return <ChangePasswordDialog open={isDefault.data === true} forced onClose={changed} />;
}
