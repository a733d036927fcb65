import { preloadImage } from '@/lib/subsystem';
import type { PrefetchData } from '@/lib/subsystem';
import { footerContentQueryOptions } from '@/app/layouts/common/api/get-footer-content';
import { headerNewsQueryOptions } from './get-header-news';
import { pageConfigQueryOptions } from './use-page-config';

/** What the public layout shows around every screen: the logo and name, the header's news, the footer. */
export const prefetchTradingLayout: PrefetchData = (queryClient, language) => {
  queryClient.fetchQuery(pageConfigQueryOptions()).then(
    (config) => preloadImage(config.headerLogoUrl),
    () => undefined,
  );
  void queryClient.prefetchQuery(headerNewsQueryOptions(language));
  void queryClient.prefetchQuery(footerContentQueryOptions(language));
};
