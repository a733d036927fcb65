import type { TextsLike } from '@/lib/i18n';
import type { AppTexts } from './zh-CN';

const enUS: TextsLike<AppTexts> = {
  app: {
    name: 'Supply Chain Finance Platform',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    logoLabel: '{{name}}, back to the home page',
    routes: {
      product: 'Financing products',
      productDetail: 'Product details',
      help: 'Help Center',
      newsList: 'News',
      newsDetail: 'News article',
      policyDetail: 'Financing policy',
      home: 'Home',
      voucher: 'E-Voucher',
      bill: 'E-Bill',
      about: 'About the platform',
      supplyChainReceivable: 'Receivables financing',
      supplyChainWarehouse: 'Warehouse receipt financing',
      supplyChainLogistics: 'Logistics financing',
      financeCenter: 'Institution dashboard',
      enterCenter: 'Enterprise dashboard',
      productRelease: 'Release a product',
      productAudit: 'Product review',
      orgApplyList: 'Financing applications',
      orgNeedsDetail: 'Demand detail',
      alertList: 'Demand alerts',
      robDemand: 'Grab demands',
      interpret: 'Institution reviews',
      repayPlan: 'Repayment plans',
      requestDetail: 'Financing request',
      requestRelease: 'Publish a financing request',
      realname: 'Real-name verification',
      register: 'Enterprise registration',
      registrationReview: 'Registration review',
      productApply: 'Apply for financing',
      receivableDiscountAdd: 'Receivable voucher discount application',
      waybillApply: 'Waybill financing application',
      scbcApply: 'Receivable financing application',
      wmsApply: 'Warehouse-receipt financing application',
    },
    header: {
      mainNav: 'Main navigation',
      menu: {
        home: 'Home',
        voucher: 'E-Voucher',
        bill: 'E-Bill',
        help: 'Help Center',
        about: 'About',
      },
      register: 'Register',
      login: 'Log in',
      workbench: 'My workbench',
      openMenu: 'Open navigation menu',
      menuTitle: 'Navigation',
    },
    language: {
      label: 'Interface language',
    },
    footer: {
      supportHours: 'Customer service hours: Monday to Friday, {{open}}-{{close}}',
      version: 'Version {{version}}',
    },
    errorPages: {
      notFound: 'Page not found',
      forbidden: 'You do not have access',
      serverError: 'Internal server error',
      backHome: 'Back to home',
    },
    startup: {
      configFailedTitle: 'Cannot load the runtime configuration',
      configFailedDetail:
        'The runtime configuration could not be read from {{url}} ({{reason}}). Make sure the server is running, then reload.',
      reload: 'Reload',
    },
  },
};

export default enUS;
