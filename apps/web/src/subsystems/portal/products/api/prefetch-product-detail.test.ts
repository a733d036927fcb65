import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET_PRODUCT_PATH } from './get-prod-product';
import { prefetchProductDetail } from './prefetch-product-detail';
import { productKeys } from './product-keys';

// The reply's content is not this test's matter (the page types it, the server checks it).
const { REPLY, post } = vi.hoisted(() => {
  const reply = { id: '42' };
  return {
    REPLY: reply,
    post: vi.fn((_path: string, _body: unknown, _options: unknown) => Promise.resolve<unknown>(reply)),
  };
});
vi.mock('@/lib/request', () => ({ post }));

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchProductDetail', () => {
  beforeEach(() => post.mockClear());

  it('asks for the product the address names, under the page’s key', async () => {
    const client = queryClient();
    prefetchProductDetail(client, 'zh-CN', new URLSearchParams('id=42'));
    expect(post).toHaveBeenCalledExactlyOnceWith(GET_PRODUCT_PATH, { id: '42' }, { silent: true });
    await vi.waitFor(() => expect(client.getQueryData(productKeys.detail('42', 'zh-CN'))).toEqual(REPLY));
  });

  it.each(['', 'id=', 'id=abc', 'id=0', 'id=1%3B'])('asks for nothing for "%s"', (query) => {
    prefetchProductDetail(queryClient(), 'zh-CN', new URLSearchParams(query));
    expect(post).not.toHaveBeenCalled();
  });
});
