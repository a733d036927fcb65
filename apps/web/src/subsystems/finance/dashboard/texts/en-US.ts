import type { TextsLike } from '@/lib/i18n';
import type { DashboardTexts } from './zh-CN';

const enUS: TextsLike<DashboardTexts> = {
  dashboard: {
    greeting: {
      morning: 'Good morning, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
      welcome: 'Welcome to the supply-chain finance platform',
    },
    org: {
      products: 'Products on shelf',
      totalCredit: 'Total credit',
      monthCredit: 'Credit this month',
      monthLoan: 'Lent this month',
      successRate: 'Credit success rate',
      wan: '× 10k yuan',
      pie: 'Products by loan type',
      amounts: 'Monthly credit and lending (10k yuan)',
      counts: 'Monthly acceptances and credits',
      creditAmount: 'Credit',
      loanAmount: 'Lending',
      accepted: 'Accepted',
      credited: 'Credited',
      alerts: 'Request alerts',
      noAlerts: 'No unprocessed alerts',
      hall: 'Open requests',
      hallHint: 'Accepting needs a product and an account manager',
      more: 'More',
    },
    ent: {
      score: 'Credit score',
      scoreUnavailable: 'No score yet',
      level: 'Grade: {{level}}',
      factor: {
        base: 'Base',
        tenure: 'Time on the platform',
        repaid: 'Loans repaid',
        reviews: 'Reviews given',
        overdue: 'Overdue instalments',
      },
      plans: 'Repayment plan',
      noPlans: 'No repayment plan',
      policies: 'Financing policies',
      reviews: 'Institution reviews',
      more: 'More',
    },
  },
};

export default enUS;
