import { withQueryClient } from '@/app/query-provider';
import { addTexts } from '@/shell/login/add-texts';
import { QuickRegistrationDialog } from './quick-registration-dialog';
import { registrationTexts } from './texts';

export type { QuickRegistrationDialogProps } from './quick-registration-dialog';

/**
 * For React.lazy on the login screen: the dialog, with its texts added first and the app's query
 * cache, which the sign-in screen does not provide.
 */
export function loadRegistrationDialog() {
  addTexts('registration', registrationTexts);
  return withQueryClient(QuickRegistrationDialog);
}
