import type { TextsLike } from '@/lib/i18n';
import type { EnterpriseTexts } from './zh-CN';

const enUS: TextsLike<EnterpriseTexts> = {
  enterprise: {
    list: { title: 'My financing' },
    cancel: {
      title: 'Withdraw the application',
      warning: 'Institutions will no longer handle it once withdrawn. Withdraw it?',
      done: 'Withdrawn',
    },
    judge: { title: 'Review the institution', rate: 'Rating', desc: 'Review', done: 'Review saved' },
    repay: {
      title: 'Repayment plan',
      confirmTitle: 'Confirm repayment',
      confirmContent: 'Confirm that instalment {{period}} of {{code}} has been repaid?',
      done: 'Repayment confirmed',
    },
    interpret: {
      title: 'Institution reviews',
      reviewer: 'Reviewer',
      rate: 'Rating',
      desc: 'Review',
      date: 'Date',
    },
    release: {
      title: 'Publish a financing demand',
      amount: 'Amount',
      wan: '× 10,000 yuan',
      period: 'Term',
      months: 'months',
      done: 'Published',
      myRequests: 'My financing',
      realNameTitle: 'Notice',
      realNamePrompt: 'You have not verified your real name. Verify now?',
    },
  },
};

export default enUS;
