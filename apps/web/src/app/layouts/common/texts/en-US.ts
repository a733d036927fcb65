import type { TextsLike } from '@/lib/i18n';
import type { SiteFooterTexts } from './zh-CN';

const enUS: TextsLike<SiteFooterTexts> = {
  siteFooter: {
    contact: 'Contact us',
    operator: 'Operated by: ',
    address: 'Address: ',
    phone: 'Service hotline: ',
    email: 'Service email: ',
    follow: 'Follow us',
    links: 'Quick links',
    newWindow: ' (opens in a new window)',
  },
};

export default enUS;
