import type { TextsLike } from '@/lib/i18n';
import type { OperatorTexts } from './zh-CN';

const enUS: TextsLike<OperatorTexts> = {
  operator: {
    title: 'Financing request review',
    reject: {
      title: 'Reject the request',
      warning:
        'Rejecting ends the request and the enterprise reads the reason; an accepted request cannot be rejected.',
      done: 'Rejected',
    },
  },
};

export default enUS;
