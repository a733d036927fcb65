import { AD_POSITION_WEB_INDEX, NEWS_SUB_TYPES } from '@scf/shared/schemas/content-constants';
import { PRODUCT_LIMITS } from '@scf/shared/schemas/product-constants';
import { preloadImage } from '@/lib/subsystem';
import type { PrefetchData } from '@/lib/subsystem';
import { newsPageQueryOptions } from '../../news/api/search-news';
import type { NewsPageQuery } from '../../news/api/search-news';
import { recommendedProductsQueryOptions } from '../../products/api/query-recommend-product';
import { adsQueryOptions } from './get-home-ads';

/** The latest news of the carousel, and the notices listed beside it. */
export const CAROUSEL_NEWS_QUERY: NewsPageQuery = { type: null, pageNo: 1, pageSize: 5 };
export const NOTICES_QUERY: NewsPageQuery = { type: NEWS_SUB_TYPES.notice, pageNo: 1, pageSize: 6 };

/** What the home page shows first: the banners (its largest picture), news, notices, products. */
export const prefetchHome: PrefetchData = (queryClient, language) => {
  queryClient.fetchQuery(adsQueryOptions(AD_POSITION_WEB_INDEX, language)).then(
    // The first slide's picture is the largest thing on the page.
    (ads) => preloadImage(ads[0]?.adImageUrl),
    () => undefined,
  );
  void queryClient.prefetchQuery(newsPageQueryOptions(CAROUSEL_NEWS_QUERY, language));
  void queryClient.prefetchQuery(newsPageQueryOptions(NOTICES_QUERY, language));
  void queryClient.prefetchQuery(recommendedProductsQueryOptions(PRODUCT_LIMITS.recommendPageSize, language));
};
