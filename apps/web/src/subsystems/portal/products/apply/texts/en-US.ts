import type { TextsLike } from '@/lib/i18n';
import type { ApplyTexts } from './zh-CN';

const enUS: TextsLike<ApplyTexts> = {
  apply: {
    wan: '× 10,000 yuan',
    title: 'Apply for financing',
    product: 'Product',
    amount: 'Loan amount (10,000 yuan)',
    amountRange: 'Allowed: {{range}}',
    unlimited: 'unlimited',
    period: 'Loan term (months)',
    periodRange: 'Allowed term: {{range}} months',
    guarantTypes: 'Guarantee types',
    purpose: 'Purpose',
    purposePlaceholder: 'What the money is for, at most 100 characters',
    files: 'Application materials',
    filesHint:
      'Upload {{count}} files following the templates; doc, docx, xls, xlsx, pdf, txt, ppt, pptx, rar, zip or 7z, at most 5 MB each',
    filesHint_one:
      'Upload {{count}} file following the template; doc, docx, xls, xlsx, pdf, txt, ppt, pptx, rar, zip or 7z, at most 5 MB',
    filesHintNone:
      'You may add supporting files; doc, docx, xls, xlsx, pdf, txt, ppt, pptx, rar, zip or 7z, at most 5 MB each',
    choose: 'Choose files',
    agreement: 'I have read and agree to',
    cancel: 'Cancel',
    confirm: 'Confirm',
    success: 'Application submitted',
    close: 'Close',
    signInFirst: 'Please sign in first',
  },
};

export default enUS;
