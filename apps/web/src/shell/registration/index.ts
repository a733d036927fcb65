import { addTexts } from '@/shell/login/add-texts';
import { QuickRegistrationDialog } from './quick-registration-dialog';
import { registrationTexts } from './texts';

export type { QuickRegistrationDialogProps } from './quick-registration-dialog';

/** For React.lazy on the login screen: the dialog, with its texts added first. */
export function loadRegistrationDialog() {
  addTexts('registration', registrationTexts);
  return QuickRegistrationDialog;
}
