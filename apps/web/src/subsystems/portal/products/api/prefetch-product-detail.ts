import type { PrefetchData } from '@/lib/subsystem';
import { productIdOf } from '../lib/product-id';
import { productDetailQueryOptions } from './get-prod-product';

/** What /prodDetail shows: the product its address names (nothing for an address without an id). */
export const prefetchProductDetail: PrefetchData = (queryClient, language, search) => {
  const id = productIdOf(search);
  if (id !== '') void queryClient.prefetchQuery(productDetailQueryOptions(id, language));
};
