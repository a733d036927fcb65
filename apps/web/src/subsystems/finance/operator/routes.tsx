import type { SubsystemRoute } from '@/lib/subsystem';
import { paths } from '@/lib/paths';
import { RequestAuditPage } from './request-audit-page';

export const operatorRoutes: SubsystemRoute[] = [{ path: paths.requestAudit, Component: RequestAuditPage }];
