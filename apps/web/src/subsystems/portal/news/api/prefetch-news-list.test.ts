import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content';
import { newsKeys } from './news-keys';
import { prefetchNewsList } from './prefetch-news-list';
import { NEWS_SEARCH_PATH } from './search-news';

const post = vi.hoisted(() => vi.fn((_path: string) => Promise.resolve({ rows: [], total: 0 })));
vi.mock('@/lib/request', () => ({ post }));

describe('prefetchNewsList', () => {
  it("puts the news types and the address's page of news into the cache, under the page's keys", async () => {
    const queryClient = new QueryClient();
    prefetchNewsList(queryClient, 'zh-CN', new URLSearchParams('type=notice&page=3'));

    expect(post).toHaveBeenCalledWith(
      NEWS_SEARCH_PATH,
      expect.objectContaining({ articalSubType: 'notice', pageNo: 3, pageSize: CONTENT_LIMITS.newsPageSize }),
      expect.anything(),
    );
    const keys = [
      newsKeys.types('zh-CN'),
      newsKeys.page({ type: 'notice', pageNo: 3, pageSize: CONTENT_LIMITS.newsPageSize }, 'zh-CN'),
    ];
    await vi.waitFor(() =>
      expect(keys.map((key) => queryClient.getQueryState(key)?.status)).toEqual(['success', 'success']),
    );
  });
});
