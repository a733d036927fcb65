import type { TextsLike } from '@/lib/i18n';
import type { InstitutionTexts } from './zh-CN';

const enUS: TextsLike<InstitutionTexts> = {
  institution: {
    alerts: {
      title: 'Request alerts',
      unprocessed: 'Unprocessed',
      processed: 'Processed',
      status: 'Status',
      tip: 'Alert',
      tipApply: '{{enterprise}} applied for {{product}}: {{amount}} for {{period}}',
      tipDemand: '{{enterprise}} published a financing need: {{amount}} for {{period}}',
      time: 'Time',
      deal: 'Mark processed',
      dealt: 'Marked as processed',
    },
    needs: { missing: 'Open a request from the hall or from an alert' },
    list: { title: 'Financing applications' },
    hall: { title: 'Open requests', grab: 'Grab', empty: 'No open financing demands' },
    accept: { title: 'Accept {{code}}', done: 'Accepted' },
    ignore: {
      title: 'Ignore the request',
      content: 'You will no longer see {{code}}. Ignore it?',
      done: 'Ignored',
      failed: 'Could not ignore',
    },
    credit: {
      title: 'Credit {{code}}',
      amount: 'Credit amount (yuan)',
      applied: 'Applied for: {{value}} yuan',
      rateRange: "The product's rates: {{start}}% - {{end}}%",
      rate: 'Annual rate',
      period: 'Credit term (months)',
      done: 'Credited',
    },
    loan: {
      title: 'Lend {{code}}',
      amount: 'Loan amount (yuan)',
      credited: 'Credit: {{value}} yuan',
      done: 'Lent',
    },
    decline: {
      title: 'Decline the request',
      warning: 'The request ends; the enterprise sees your reason.',
      done: 'Declined',
    },
  },
};

export default enUS;
