import type { StaffKind } from '../api/organization-api';

/** The text section of each kind of staff under `admin.organization`. */
export const SECTION: Record<StaffKind, 'managers' | 'salesmen'> = {
  manager: 'managers',
  salesman: 'salesmen',
};
