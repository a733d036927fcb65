import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { RegisterPage } from './register-page';

export const registerRoutes: SubsystemRoute[] = [{ path: paths.register, Component: RegisterPage }];
