import type { TextsLike } from '@/lib/i18n';
import type { LoginTexts } from './zh-CN';

const enUS: TextsLike<LoginTexts> = {
  pageTitle: 'Log in',
  title: 'Welcome',
  enterpriseTitle: 'Enterprise log in',
  brand: {
    headline: 'Connecting enterprises with financial institutions',
    summary: 'Turn receivables, bills and company credit into financing, online.',
  },
  tabs: {
    label: 'Way to log in',
    password: 'Account',
    mobile: 'Mobile',
  },
  fields: {
    tenant: 'Tenant',
    tenantPlaceholder: 'Choose a tenant',
    username: 'User name',
    usernamePlaceholder: 'Enter your user name',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    checkcode: 'Image code',
    checkcodePlaceholder: 'Enter the image code',
    mobile: 'Mobile number',
    mobilePlaceholder: 'Enter your mobile number',
    smsCode: 'SMS code',
    smsCodePlaceholder: 'Enter the SMS code',
  },
  submit: 'Log in',
  register: 'Register for free',
  forgotPassword: 'Forgot password',
  code: {
    imageAlt: 'Image code',
    refresh: 'Hard to read? Show another',
    send: 'Get code',
    resendIn: 'Resend in {{seconds}} s',
    sent: 'The SMS code has been sent',
    dialogTitle: 'Enter the image code',
    ok: 'OK',
    cancel: 'Cancel',
  },
  strength: {
    label: 'Password strength',
    weak: 'Weak',
    general: 'Fair',
    complex: 'Strong',
  },
};

export default enUS;
