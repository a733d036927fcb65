import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import type { DemandRow } from '@scf/shared/schemas/financing';
import { usePermission } from '@/lib/permissions';
import { useSnatchList } from '../common/api/financing-api';
import { FinancingDrawer } from '../common/components/financing-drawer';
import { WanAmount } from '../common/components/money';
import { AcceptDialog, useIgnoreRequest } from './components/accept-dialog';
import type { AcceptTarget } from './components/accept-dialog';

/**
 * /requiredManager/robDemand (抢单大厅, query_snatch_list): the open demands this institution has not
 * ignored; grab one with a product and an account manager, or ignore it.
 */
export function RobDemandPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [accepting, setAccepting] = useState<AcceptTarget | null>(null);
  const hall = useSnatchList(page.pageNo, page.pageSize);
  const ignore = useIgnoreRequest();
  const canAccept = usePermission(`${PERMISSIONS.request.accept},${PERMISSIONS.request.acceptRob}`);
  const f = (key: string) => t(`finance.common.fields.${key}`);
  const grab = (row: DemandRow) =>
    setAccepting({ id: row.id, applyCode: row.applyCode, kind: 'demand', productCode: null });

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('finance.institution.hall.title')}
        </Typography.Title>
      }
    >
      {hall.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={hall.error.message}
        />
      ) : (
        <Table<DemandRow>
          rowKey="id"
          loading={hall.isFetching}
          dataSource={hall.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('finance.institution.hall.empty')} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: hall.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            {
              title: f('applyCode'),
              render: (_, r) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setParams({ id: r.id })}>
                  {r.applyCode}
                </Button>
              ),
            },
            { title: f('enterprise'), dataIndex: 'userName' },
            { title: f('amount'), render: (_, r) => <WanAmount fen={r.financeAmount} /> },
            { title: f('period'), render: (_, r) => t('finance.common.months', { count: r.financePeriod }) },
            { title: f('guarantTypes'), render: (_, r) => r.guarantTypeList.map((g) => g.desc).join('、') },
            { title: f('purpose'), render: (_, r) => r.financePurpose ?? '-' },
            {
              title: f('publishedAt'),
              render: (_, r) =>
                new Date(r.gmtPublish).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
            },
            {
              title: t('finance.common.operations'),
              fixed: 'right',
              render: (_, r) =>
                canAccept ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => grab(r)}>
                      {t('finance.institution.hall.grab')}
                    </Button>
                    <Button size="small" onClick={() => ignore(r)}>
                      {t('finance.common.action.ignore')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      )}
      <FinancingDrawer id={params.get('id')} onClose={() => setParams({})} />
      <AcceptDialog target={accepting} onClose={() => setAccepting(null)} />
    </Card>
  );
}
