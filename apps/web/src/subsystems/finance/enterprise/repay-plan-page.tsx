import { useState } from 'react';
import { Alert, Button, Card, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import type { RepayPlanRow } from '@scf/shared/schemas/financing';
import { apiErrorText } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useFeedback } from '@/lib/feedback';
import { useFinancingMutation, useRepayPlans } from '../common/api/financing-api';
import { YuanAmount } from '../common/components/money';

const STATUS_COLORS = { pending: 'processing', repaid: 'success', overdue: 'error' } as const;

/**
 * /tableList/repayPlan: the instalments of the enterprise's loans, open ones first; an open one is
 * confirmed as repaid after a confirmation (the last one settles the loan).
 */
export function RepayPlanPage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [status, setStatus] = useState<string>('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const plans = useRepayPlans({ status: status || undefined, ...page });
  const confirm = useFinancingMutation<{ id: string }>('/api/repay_plan/confirm');
  const canConfirm = usePermission(PERMISSIONS.repayment.confirm);
  const f = (key: string) => t(`finance.common.fields.${key}`);

  const ask = (row: RepayPlanRow) =>
    modal.confirm({
      title: t('finance.enterprise.repay.confirmTitle'),
      content: t('finance.enterprise.repay.confirmContent', { code: row.applyCode, period: row.periodNo }),
      okText: t('finance.common.confirm'),
      cancelText: t('finance.common.cancel'),
      onOk: () =>
        confirm
          .mutateAsync({ id: row.id })
          .then(() => void message.success(t('finance.enterprise.repay.done')))
          .catch((error: unknown) => void message.error(apiErrorText(error, t))),
    });

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('finance.enterprise.repay.title')}
        </Typography.Title>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(String(value));
            setPage({ ...page, pageNo: 1 });
          }}
          options={[
            { value: '', label: t('finance.common.all') },
            { value: 'pending', label: t('finance.common.repayStatus.pending') },
            { value: 'overdue', label: t('finance.common.repayStatus.overdue') },
            { value: 'repaid', label: t('finance.common.repayStatus.repaid') },
          ]}
        />
      </Space>
      {plans.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={plans.error.message}
        />
      ) : (
        <Table<RepayPlanRow>
          rowKey="id"
          loading={plans.isFetching}
          dataSource={plans.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: plans.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            { title: f('applyCode'), dataIndex: 'applyCode' },
            {
              title: f('product'),
              render: (_, r) => (
                <Space>
                  {r.product.productPicUrl ? (
                    <img src={r.product.productPicUrl} alt="" width={24} height={24} />
                  ) : null}
                  {r.product.productName}
                </Space>
              ),
            },
            { title: f('institution'), dataIndex: 'fundingPartyName' },
            { title: f('periodNo'), dataIndex: 'periodNo' },
            { title: f('repayDate'), dataIndex: 'repayDate' },
            { title: f('repayAmount'), render: (_, r) => <YuanAmount fen={r.repayAmount} /> },
            { title: f('loanAmount'), render: (_, r) => <YuanAmount fen={r.loanAmount} /> },
            { title: f('creditRate'), render: (_, r) => t('finance.common.percent', { value: r.loanRate }) },
            {
              title: f('repayStatus'),
              render: (_, r) => (
                <Tag color={STATUS_COLORS[r.status]}>{t(`finance.common.repayStatus.${r.status}`)}</Tag>
              ),
            },
            {
              title: t('finance.common.operations'),
              fixed: 'right',
              render: (_, r) =>
                r.status !== 'repaid' && canConfirm ? (
                  <Button size="small" type="primary" onClick={() => ask(r)}>
                    {t('finance.common.action.repay')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
