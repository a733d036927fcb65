import type { TextsLike } from '@/lib/i18n';
import type { PortalTexts } from './zh-CN';

const enUS: TextsLike<PortalTexts> = {
  home: {
    hero: {
      purpose:
        'Connecting enterprises with financial institutions, so that receivables, bills and credit from real trade turn into financing with ease.',
      register: 'Register your company free',
      about: 'About the platform',
    },
    audiences: {
      title: 'Who the platform serves',
      enterprise: {
        title: 'Enterprises',
        who: 'Suppliers, financing companies and core enterprises',
        points: {
          register: 'Register online and verify your company in three steps',
          products: 'Browse, search and compare the financing products of institutions',
          apply: 'Apply for financing online and publish financing needs',
          track: 'See your score, financing policies, repayment plans and institution reviews',
        },
      },
      institution: {
        title: 'Financial institutions',
        who: 'Banks and other institutions that provide financing',
        points: {
          products: 'Publish and manage financing products',
          demands: 'Receive enterprise financing demands promptly and accept or ignore them',
          approve: 'Review applications, grant credit and disburse loans online',
          dashboard: 'Follow product, credit and lending statistics on a dashboard',
        },
      },
    },
    financeTypes: {
      title: 'Ways to finance',
      receivable: {
        title: 'Factoring',
        description:
          'Suppliers transfer receivables owed by a core enterprise to an institution and are paid early.',
      },
      voucher: {
        title: 'Bill financing',
        description: 'Discount or transfer electronic bills and vouchers to obtain funds quickly.',
      },
      credit: {
        title: 'Credit financing',
        description:
          'Obtain a credit line based on your business and credit standing, and borrow within it as needed.',
      },
    },
    process: {
      title: 'How financing works',
      register: { title: 'Register', description: 'Register your company and verify its identity' },
      choose: { title: 'Choose a product', description: 'Pick a product by amount, term and guarantee' },
      apply: { title: 'Apply', description: 'Fill in the application and upload documents online' },
      approve: { title: 'Approval', description: 'The institution reviews and grants a credit line' },
      repay: { title: 'Loan and repayment', description: 'Receive the funds and repay on schedule' },
    },
  },
};

export default enUS;
