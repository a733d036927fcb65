import type { TextsLike } from '@/lib/i18n';
import type { AppTexts } from './zh-CN';

const enUS: TextsLike<AppTexts> = {
  app: {
    name: 'Supply Chain Finance Platform',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    logoLabel: '{{name}}, back to the home page',
    routes: {
      home: 'Home',
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
      openMenu: 'Open navigation menu',
      menuTitle: 'Navigation',
    },
    language: {
      label: 'Interface language',
    },
    footer: {
      supportHours: 'Customer service hours: Monday to Friday, 8:30-18:00',
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
