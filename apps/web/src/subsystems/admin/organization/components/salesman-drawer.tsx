import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Grid, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import type { SalesmanMemberRow, SalesmanRow } from '@scf/shared/schemas/organization';
import { useConfirmAction } from '@/components/admin';
import { apiErrorText } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useSalesmanMembers, useUnassign } from '../api/organization-api';
import { AssignDialog } from './assign-dialog';
import { StaffStatusTag, formatTime } from './staff-screen';

/**
 * A salesman's enterprises, latest assigned first: remove one (confirmed) or assign more; a
 * disabled salesman keeps its enterprises and gets no new one.
 */
export function SalesmanDrawer({ salesman, onClose }: { salesman: SalesmanRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const k = (key: string, params?: Record<string, string>) => t(`admin.organization.${key}`, params);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [assigning, setAssigning] = useState(false);
  const members = useSalesmanMembers(salesman?.id ?? null, paging);
  const unassign = useUnassign();
  const confirm = useConfirmAction();
  const canAssign = usePermission(PERMISSIONS.salesman.assign);
  const active = salesman?.status === 'active';

  const remove = (row: SalesmanMemberRow) =>
    salesman &&
    confirm({
      title: k('members.removeTitle', { enterprise: row.enterpriseName }),
      content: k('members.removeContent', { name: salesman.name }),
      danger: true,
      done: k('members.removed'),
      run: () => unassign.mutateAsync({ salesmanId: salesman.id, memberId: row.memberId }),
    });

  return (
    <Drawer
      open={salesman !== null}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) setPaging((p) => ({ ...p, pageNo: 1 }));
      }}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      title={
        <Space wrap>
          <span>{k('members.title', { name: salesman?.name ?? '' })}</span>
          {salesman ? <StaffStatusTag status={salesman.status} /> : null}
        </Space>
      }
      extra={
        canAssign ? (
          <Button type="primary" disabled={!active} onClick={() => setAssigning(true)}>
            {k('actions.assign')}
          </Button>
        ) : null
      }
    >
      {salesman && !active ? (
        <Alert type="info" showIcon title={k('members.disabledHint')} style={{ marginBottom: 16 }} />
      ) : null}
      {members.isError ? (
        <Alert type="error" showIcon title={apiErrorText(members.error, t)} />
      ) : (
        <Table<SalesmanMemberRow>
          rowKey="memberId"
          loading={members.isFetching}
          dataSource={members.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={k('members.empty')} /> }}
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: members.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
          }}
          columns={[
            { title: k('members.enterprise'), dataIndex: 'enterpriseName' },
            {
              title: k('members.uscc'),
              render: (_, row) => <Typography.Text copyable>{row.usccCode}</Typography.Text>,
            },
            { title: k('members.assignedAt'), render: (_, row) => formatTime(row.assignedAt) },
            ...(canAssign
              ? [
                  {
                    title: k('columns.actions'),
                    render: (_: unknown, row: SalesmanMemberRow) => (
                      <Button size="small" danger onClick={() => remove(row)}>
                        {k('actions.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <AssignDialog salesman={assigning ? salesman : null} onClose={() => setAssigning(false)} />
    </Drawer>
  );
}
