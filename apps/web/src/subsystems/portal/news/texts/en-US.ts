import type { TextsLike } from '@/lib/i18n';
import type { NewsTexts } from './zh-CN';

const enUS: TextsLike<NewsTexts> = {
  news: {
    title: 'News',
    intro: 'Platform updates, industry news, policies and regulations, and notices.',
    filterLabel: 'News type',
    all: 'All',
    total: '{{count}} articles',
    total_one: '{{count}} article',
    unknownType: 'There is no such news type',
    showAll: 'Show all news',
    firstPage: 'Back to the first page',
    empty: 'No news yet',
    error: 'The news could not be loaded',
    typesError: 'The news types could not be loaded; showing all news',
    pagination: 'News pages',
    published: 'Published',
    source: 'Source',
    subType: 'Type',
    readMore: 'Read more',
    detail: {
      sourceLink: 'View the original',
      backToList: 'Back to the news',
      notFound: 'This article does not exist or is no longer published',
      error: 'The article could not be loaded',
    },
  },
};

export default enUS;
