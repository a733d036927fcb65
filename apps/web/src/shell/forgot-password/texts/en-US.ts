import type { TextsLike } from '@/lib/i18n';
import type { ForgotPasswordTexts } from './zh-CN';

const enUS: TextsLike<ForgotPasswordTexts> = {
  title: 'Forgot password',
  steps: {
    account: 'Account',
    reset: 'New password',
  },
  fields: {
    tenant: 'Tenant',
    userAccount: 'User name',
    userAccountPlaceholder: 'Enter your user name',
    mobile: 'Mobile number',
    smsCode: 'SMS code',
    smsCodePlaceholder: 'Enter the SMS code',
    newPassword: 'New password',
    newPasswordPlaceholder: '6-20 characters, three of: digits, upper case, lower case, symbols',
    confirmPassword: 'Confirm new password',
    confirmPasswordPlaceholder: 'Enter the new password again',
  },
  buttons: {
    next: 'Next',
    previous: 'Previous',
    confirm: 'Confirm',
  },
  success: 'Your password has been reset. Log in with the new password.',
};

export default enUS;
