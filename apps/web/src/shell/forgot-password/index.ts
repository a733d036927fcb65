import { withQueryClient } from '@/app/query-provider';
import { addTexts } from '@/shell/login/add-texts';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { forgotPasswordTexts } from './texts';

export type { ForgotPasswordDialogProps } from './forgot-password-dialog';

/**
 * For React.lazy on the login screen: the dialog, with its texts added first and the app's query
 * cache, which the sign-in screen does not provide.
 */
export function loadForgotPasswordDialog() {
  addTexts('forgotPassword', forgotPasswordTexts);
  return withQueryClient(ForgotPasswordDialog);
}
