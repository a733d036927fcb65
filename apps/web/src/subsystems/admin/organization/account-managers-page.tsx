import { useTranslation } from 'react-i18next';
import type { ManagerRow } from '@scf/shared/schemas/organization';
import { useManagers } from './api/organization-api';
import { StaffScreen } from './components/staff-screen';

/**
 * /org/accountManagers: the account managers an institution's requests are accepted with, and how
 * many requests each handles; a disabled one is no longer offered at acceptance.
 */
export function AccountManagersPage() {
  const { t } = useTranslation();
  return (
    <StaffScreen<ManagerRow>
      kind="manager"
      useList={useManagers}
      extraColumns={[
        { title: t('admin.organization.columns.requests'), dataIndex: 'requestCount', align: 'right' },
        {
          title: t('admin.organization.columns.openRequests'),
          dataIndex: 'openRequestCount',
          align: 'right',
        },
      ]}
    />
  );
}
