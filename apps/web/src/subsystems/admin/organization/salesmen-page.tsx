import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalesmanRow } from '@scf/shared/schemas/organization';
import { useSalesmen } from './api/organization-api';
import { SalesmanDrawer } from './components/salesman-drawer';
import { StaffScreen } from './components/staff-screen';

/**
 * /org/salesmen: an institution's salesmen and the enterprises each looks after; 负责企业 opens a
 * salesman's enterprises, where they are assigned and removed.
 */
export function SalesmenPage() {
  const { t } = useTranslation();
  // The drawer covers the list, so the row it was opened from stays as it is while it is open.
  const [open, setOpen] = useState<SalesmanRow | null>(null);
  return (
    <StaffScreen<SalesmanRow>
      kind="salesman"
      useList={useSalesmen}
      extraColumns={[
        { title: t('admin.organization.columns.members'), dataIndex: 'memberCount', align: 'right' },
      ]}
      extraActions={(row) => (
        <Button size="small" type="primary" ghost onClick={() => setOpen(row)}>
          {t('admin.organization.actions.members')}
        </Button>
      )}
    >
      <SalesmanDrawer salesman={open} onClose={() => setOpen(null)} />
    </StaffScreen>
  );
}
