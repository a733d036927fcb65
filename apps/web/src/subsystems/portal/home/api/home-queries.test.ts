import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AD_POSITION_WEB_INDEX } from '@scf/shared/schemas/content-constants';
import { PRODUCT_LIMITS } from '@scf/shared/schemas/product-constants';
import { newsKeys } from '../../news/api/news-keys';
import { productKeys } from '../../products/api/product-keys';
import { AD_QUERY_PATH } from './get-home-ads';
import { homeKeys } from './home-keys';
import { CAROUSEL_NEWS_QUERY, NOTICES_QUERY, prefetchHome } from './home-queries';

const ads = [
  { id: '1', title: '首张', adImageUrl: '/api/files/first' },
  { id: '2', title: '次张', adImageUrl: '/api/files/second' },
];
const post = vi.hoisted(() =>
  vi.fn((path: string) =>
    Promise.resolve(path.endsWith('query_by_site_position_code') ? { rows: ads } : { rows: [], total: 0 }),
  ),
);
const preloadImage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request', () => ({ post }));
vi.mock('@/lib/subsystem', async (original) => ({ ...(await original<object>()), preloadImage }));

describe('prefetchHome', () => {
  it('puts the banners, news, notices and products into the cache, and starts loading the first banner', async () => {
    const queryClient = new QueryClient();
    prefetchHome(queryClient, 'zh-CN', new URLSearchParams());

    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledWith('/api/files/first'));
    expect(preloadImage).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      AD_QUERY_PATH,
      { adPositionCode: AD_POSITION_WEB_INDEX },
      { silent: true },
    );
    await vi.waitFor(() =>
      expect(
        [
          homeKeys.ads(AD_POSITION_WEB_INDEX, 'zh-CN'),
          newsKeys.page(CAROUSEL_NEWS_QUERY, 'zh-CN'),
          newsKeys.page(NOTICES_QUERY, 'zh-CN'),
          productKeys.recommended(PRODUCT_LIMITS.recommendPageSize, 'zh-CN'),
        ].map((key) => queryClient.getQueryState(key)?.status),
      ).toEqual(['success', 'success', 'success', 'success']),
    );
    expect(queryClient.getQueryData(homeKeys.ads(AD_POSITION_WEB_INDEX, 'zh-CN'))).toEqual(ads);
  });
});
