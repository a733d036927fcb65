import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AuthorizationAuditPage, OrgAuthorizationsPage } from './review-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const authorizationRoutes: SubsystemRoute[] = [
  { path: paths.orgAuthorizations, Component: OrgAuthorizationsPage },
  { path: paths.authorizationAudit, Component: AuthorizationAuditPage },
];
