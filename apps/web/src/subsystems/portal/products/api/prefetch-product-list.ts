import type { PrefetchData } from '@/lib/subsystem';
import { parseProductSearch, toListQuery } from '../lib/search-params';
import { guarantTypesQueryOptions } from './get-guarant-type-dict';
import { loanAmountsQueryOptions } from './get-loan-amount-dict';
import { loanTypesQueryOptions } from './get-loan-type-dict';
import { ratesQueryOptions } from './get-rate-dict';
import { productListQueryOptions } from './query-prod-product';
import { repayTermsQueryOptions } from './query-enum-repay-term';

/**
 * What /product shows first: the page of products its URL asks for, and the five dictionaries of
 * its filters. Without them the list rendered empty, then once per dictionary and once more for the
 * products, each render after its own request had gone out from the rendered page.
 */
export const prefetchProductList: PrefetchData = (queryClient, language, search) => {
  void queryClient.prefetchQuery(productListQueryOptions(toListQuery(parseProductSearch(search)), language));
  void queryClient.prefetchQuery(repayTermsQueryOptions(language));
  void queryClient.prefetchQuery(loanAmountsQueryOptions(language));
  void queryClient.prefetchQuery(guarantTypesQueryOptions(language));
  void queryClient.prefetchQuery(ratesQueryOptions(language));
  void queryClient.prefetchQuery(loanTypesQueryOptions(language));
};
