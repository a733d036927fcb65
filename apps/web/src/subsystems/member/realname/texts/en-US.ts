import type { TextsLike } from '@/lib/i18n';
import type { RealNameTexts } from './zh-CN';

const enUS: TextsLike<RealNameTexts> = {
  realname: {
    title: 'Real-name verification',
    intro:
      'You have not verified your real name yet. Once verified you can apply for financing and publish requests.',
    onlyEnterprise: 'Real-name verification is for enterprise users only',
    onlyEnterpriseHint: 'The platform verifies institution and operator accounts itself; nothing to do here.',
    loadFailed: 'The verification status could not be loaded',
    retry: 'Retry',
    tabs: { qr: 'Scan with phone', online: 'Verify online' },
    qr: {
      hint: 'Scan the QR code with your phone and enter your name and ID number there.',
      expiresIn: 'The QR code expires in {{time}}',
      expired: 'The QR code has expired, refresh it',
      refresh: 'Refresh QR code',
      waiting: 'This page updates by itself once you are verified',
      loadFailed: 'The QR code could not be created',
      alt: 'Real-name verification QR code',
    },
    form: {
      realName: 'Real name',
      realNamePlaceholder: 'As on your ID card',
      certNo: 'ID number',
      certNoPlaceholder: '18-character resident ID number',
      imageCode: 'Image code',
      smsCode: 'SMS code',
      sendTo: 'The code is sent to {{mobile}}',
      send: 'Get code',
      resend: 'Resend in {{seconds}} s',
      sent: 'The code has been sent',
      submit: 'Verify',
      noMobile:
        'Your account has no mobile number: verify by scanning, or add a mobile in your personal settings first.',
    },
    done: {
      title: 'Real name verified',
      success: 'Your real name is verified',
      realName: 'Name',
      certNo: 'ID number',
      verifiedAt: 'Verified at',
      continue: 'Continue',
      toProducts: 'Apply for financing',
    },
    errors: {
      alreadyVerified: 'Your real name is already verified',
      certNoTaken:
        'This ID number has been verified by another user of the platform; check it and enter it again',
      qrMalformed: 'This QR code is not valid: refresh it on your computer and scan again',
      qrSignature: 'This QR code has been altered: refresh it on your computer and scan again',
      qrExpired: 'This QR code has expired: refresh it on your computer and scan again',
      qrUsed: 'This QR code has been used: the account is already verified',
    },
    scan: {
      title: 'Verify on your phone',
      forAccount: 'Verifying the real name of account {{account}} ({{name}})',
      expiresIn: 'Please finish within {{time}}',
      noToken: 'The verification link is incomplete: scan the QR code on your computer again',
      submit: 'Verify',
      doneTitle: 'Real name verified',
      doneHint: 'You can go back to your computer; its page updates by itself.',
      checking: 'Checking the QR code…',
    },
  },
};

export default enUS;
