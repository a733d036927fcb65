import type { TextsLike } from '@/lib/i18n';
import type { RegistrationTexts } from './zh-CN';

const enUS: TextsLike<RegistrationTexts> = {
  title: 'Quick enterprise registration',
  steps: {
    account: 'Account',
    mobile: 'Mobile verification',
  },
  fields: {
    userAccount: 'User name',
    userAccountPlaceholder: 'A letter first, then 4-20 letters, digits or underscores',
    companyName: 'Company name',
    companyNamePlaceholder: 'Enter the company name',
    password: 'Password',
    passwordPlaceholder: '6-20 characters, three of: digits, upper case, lower case, symbols',
    confirmPassword: 'Confirm password',
    confirmPasswordPlaceholder: 'Enter the password again',
    mobile: 'Mobile number',
    mobilePlaceholder: 'Enter the mobile number',
    smsCode: 'SMS code',
    smsCodePlaceholder: 'Enter the SMS code',
  },
  agreement: {
    accept: 'I have read and agree to',
    ok: 'Got it',
  },
  buttons: {
    next: 'Next',
    previous: 'Previous',
    confirm: 'Confirm',
  },
  success: 'Registration complete',
  realName: {
    title: 'Real-name verification',
    hint: 'You are registered. Scan the QR code with your phone to verify your real name.',
    ok: 'Got it',
  },
};

export default enUS;
