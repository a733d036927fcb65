import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { prefetchHome } from './home/api/home-queries';
import type { SupplyChainKind } from './landing/supply-chain-page';

const home = {
  ...lazyScreen(() => import('./home/home-page').then((m) => m.HomePage)),
  prefetch: prefetchHome,
};
const supplyChain = (kind: SupplyChainKind) =>
  lazyScreen(() =>
    import('./landing/supply-chain-page').then(({ SupplyChainPage }) => () => (
      <SupplyChainPage kind={kind} />
    )),
  );

/** Screens of the portal, each its own chunk; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.home, ...home },
  { path: paths.homeAlias, ...home },
  { path: paths.voucher, ...lazyScreen(() => import('./landing/voucher-page').then((m) => m.VoucherPage)) },
  { path: paths.bill, ...lazyScreen(() => import('./landing/bill-page').then((m) => m.BillPage)) },
  { path: paths.about, ...lazyScreen(() => import('./landing/about-page').then((m) => m.AboutPage)) },
  {
    path: paths.newsList,
    ...lazyScreen(() => import('./news/news-list-page').then((m) => m.NewsListPage)),
    loadPrefetch: () => import('./news/api/prefetch-news-list').then((m) => m.prefetchNewsList),
  },
  {
    path: paths.newsDetail,
    ...lazyScreen(() => import('./news/news-detail-page').then((m) => m.NewsDetailPage)),
  },
  {
    path: paths.policyDetail,
    ...lazyScreen(() => import('./policy/policy-detail-page').then((m) => m.PolicyDetailPage)),
  },
  { path: paths.help, ...lazyScreen(() => import('./help/help-page').then((m) => m.HelpPage)) },
  {
    path: paths.product,
    ...lazyScreen(() => import('./products/product-list-page').then((m) => m.ProductListPage)),
    loadPrefetch: () => import('./products/api/prefetch-product-list').then((m) => m.prefetchProductList),
  },
  {
    path: paths.productDetail,
    ...lazyScreen(() => import('./products/product-detail-page').then((m) => m.ProductDetailPage)),
    loadPrefetch: () => import('./products/api/prefetch-product-detail').then((m) => m.prefetchProductDetail),
  },
  { path: paths.supplyChainReceivable, ...supplyChain('receivable') },
  { path: paths.supplyChainWarehouse, ...supplyChain('warehouse') },
  { path: paths.supplyChainLogistics, ...supplyChain('logistics') },
];
