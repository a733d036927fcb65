import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { HomePage } from './home/home-page';
import { AboutPage } from './landing/about-page';
import { BillPage } from './landing/bill-page';
import { SupplyChainPage } from './landing/supply-chain-page';
import { VoucherPage } from './landing/voucher-page';
import { HelpPage } from './help/help-page';
import { NewsDetailPage } from './news/news-detail-page';
import { NewsListPage } from './news/news-list-page';
import { PolicyDetailPage } from './policy/policy-detail-page';
import { ProductDetailPage } from './products/product-detail-page';
import { ProductListPage } from './products/product-list-page';

/** Screens of the portal; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.home, Component: HomePage },
  { path: paths.homeAlias, Component: HomePage },
  { path: paths.voucher, Component: VoucherPage },
  { path: paths.bill, Component: BillPage },
  { path: paths.about, Component: AboutPage },
  { path: paths.newsList, Component: NewsListPage },
  { path: paths.newsDetail, Component: NewsDetailPage },
  { path: paths.policyDetail, Component: PolicyDetailPage },
  { path: paths.help, Component: HelpPage },
  { path: paths.product, Component: ProductListPage },
  { path: paths.productDetail, Component: ProductDetailPage },
  { path: paths.supplyChainReceivable, Component: () => <SupplyChainPage kind="receivable" /> },
  { path: paths.supplyChainWarehouse, Component: () => <SupplyChainPage kind="warehouse" /> },
  { path: paths.supplyChainLogistics, Component: () => <SupplyChainPage kind="logistics" /> },
];
