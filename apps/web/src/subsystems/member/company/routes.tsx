import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { EnterpriseInfoPage } from './enterprise-info-page';
import { MemberChangesPage } from './member-changes-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const companyRoutes: SubsystemRoute[] = [
  { path: paths.enterpriseInfo, Component: EnterpriseInfoPage },
  { path: paths.memberChanges, Component: MemberChangesPage },
];
