import type { SubsystemRoute } from '@/lib/subsystem';
import { lazyScreen } from '@/lib/subsystem';
import { paths } from '@/lib/paths';

/** The application pages; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.productApply, ...lazyScreen(() => import('./page/apply-page').then((m) => m.ApplyPage)) },
  {
    path: paths.receivableDiscountAdd,
    ...lazyScreen(() => import('./page/apply-page').then((m) => m.DiscountApplyPage)),
  },
  {
    path: paths.waybillApply,
    ...lazyScreen(() => import('./loan-type/loan-type-pages').then((m) => m.WaybillApplyPage)),
  },
  {
    path: paths.scbcApply,
    ...lazyScreen(() => import('./loan-type/loan-type-pages').then((m) => m.ScbcApplyPage)),
  },
  {
    path: paths.wmsApply,
    ...lazyScreen(() => import('./loan-type/loan-type-pages').then((m) => m.WmsApplyPage)),
  },
];
