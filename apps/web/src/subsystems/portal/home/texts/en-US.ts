import type { TextsLike } from '@/lib/i18n';
import type { HomeTexts } from './zh-CN';

const enUS: TextsLike<HomeTexts> = {
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
    carousel: {
      roleDescription: 'carousel',
      slide: 'slide',
      position: '{{index}} of {{count}}',
      previous: 'Previous slide',
      next: 'Next slide',
      pause: 'Pause the carousel',
      play: 'Play the carousel',
      show: 'Show slide {{index}}',
    },
    banner: {
      label: 'Platform announcements',
    },
    featured: {
      title: 'Featured',
      rate: 'Reference rate {{start}}%–{{end}}%',
      stars: 'Success rating {{count}} of 5 stars',
      noRating: 'Not rated yet',
      empty: 'No featured products yet',
    },
    news: {
      title: 'Latest news',
      carouselLabel: 'News',
      notices: 'Notices',
      more: 'More news',
      moreNotices: 'More notices',
      empty: 'No news yet',
      error: 'The news could not be loaded',
    },
    products: {
      title: 'Recommended products',
      more: 'See all products',
      empty: 'No recommended products yet',
      error: 'The recommended products could not be loaded',
    },
  },
};

export default enUS;
