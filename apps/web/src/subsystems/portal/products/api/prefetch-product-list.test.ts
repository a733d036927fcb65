import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { parseProductSearch, toListQuery } from '../lib/search-params';
import { prefetchProductList } from './prefetch-product-list';
import { productKeys } from './product-keys';
import { QUERY_PRODUCTS_PATH } from './query-prod-product';

const post = vi.hoisted(() => vi.fn((_path: string) => Promise.resolve({ rows: [], total: 0 })));
vi.mock('@/lib/request', () => ({ post }));

describe('prefetchProductList', () => {
  it("puts the URL's page of products and the five filter dictionaries into the cache", async () => {
    const queryClient = new QueryClient();
    const search = new URLSearchParams('userName=快贷&page=2&loanType=SCBC&period=12');
    prefetchProductList(queryClient, 'zh-CN', search);

    expect(post).toHaveBeenCalledWith(
      QUERY_PRODUCTS_PATH,
      expect.objectContaining({ pageNo: 2, keyword: '快贷', loanType: 'SCBC', period: 12 }),
      { silent: true },
    );
    // The keys the list page and its filters read, so they render from the cache without asking.
    const keys = [
      productKeys.list(toListQuery(parseProductSearch(search)), 'zh-CN'),
      productKeys.repayTerms('zh-CN'),
      productKeys.dict('loan_amount', 'zh-CN'),
      productKeys.dict('guarant_type', 'zh-CN'),
      productKeys.dict('rate', 'zh-CN'),
      productKeys.dict('loan_type', 'zh-CN'),
    ];
    await vi.waitFor(() =>
      expect(keys.map((key) => queryClient.getQueryState(key)?.status)).toEqual(Array(6).fill('success')),
    );
    expect(post).toHaveBeenCalledTimes(6);
  });
});
