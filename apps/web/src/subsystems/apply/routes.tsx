import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { ScbcApplyPage, WaybillApplyPage, WmsApplyPage } from './loan-type/loan-type-pages';
import { ApplyPage, DiscountApplyPage } from './page/apply-page';

/** The application pages; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.productApply, Component: ApplyPage },
  { path: paths.receivableDiscountAdd, Component: DiscountApplyPage },
  { path: paths.waybillApply, Component: WaybillApplyPage },
  { path: paths.scbcApply, Component: ScbcApplyPage },
  { path: paths.wmsApply, Component: WmsApplyPage },
];
