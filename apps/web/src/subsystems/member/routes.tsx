import type { SubsystemRoute } from '@/lib/subsystem';
import { memberAuthorizationRoutes } from './authorizations/routes';
import { companyRoutes } from './company/routes';
import { realNameRoutes } from './realname/routes';
import { registerRoutes } from './register/routes';
import { reviewRoutes } from './review/routes';

/** Screens of the member subsystem; their layout, access and titles are in the app's route table. */
export const routes: SubsystemRoute[] = [
  ...registerRoutes,
  ...realNameRoutes,
  ...reviewRoutes,
  ...companyRoutes,
  ...memberAuthorizationRoutes,
];
