import type { TextsLike } from '@/lib/i18n';
import type { HelpTexts } from './zh-CN';

const enUS: TextsLike<HelpTexts> = {
  help: {
    title: 'Help Center',
    intro: 'Guides to registration, verification, financing applications and account security.',
    menu: 'Help articles',
    menuToggle: 'Help contents',
    updated: 'Updated',
    empty: 'No help articles yet',
    error: 'The help articles could not be loaded',
    notFound: 'That help article was not found; showing the first one',
  },
};

export default enUS;
