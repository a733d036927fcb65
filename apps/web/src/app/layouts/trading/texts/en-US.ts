import type { TextsLike } from '@/lib/i18n';
import type { PublicHeaderTexts } from './zh-CN';

const enUS: TextsLike<PublicHeaderTexts> = {
  publicHeader: {
    supplyChain: 'Supply chain finance',
    news: {
      label: 'Latest news',
      more: 'More news',
      all: 'All news',
      loading: 'Loading the news…',
      empty: 'No news yet',
      error: 'The news cannot be loaded right now',
    },
  },
};

export default enUS;
