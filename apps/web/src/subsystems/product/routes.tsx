import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AuditPage } from './audit/audit-page';
import { ReleasePage } from './release/release-page';

/** Screens of the product subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  { path: paths.productRelease, Component: ReleasePage },
  { path: paths.productAudit, Component: AuditPage },
];
