import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { AuthorizationsPage } from './authorizations-page';

/** Screens of this area; their layout, access and titles are in the app's route table. */
export const memberAuthorizationRoutes: SubsystemRoute[] = [
  { path: paths.memberAuthorizations, Component: AuthorizationsPage },
];
