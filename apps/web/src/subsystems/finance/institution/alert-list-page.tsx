import { useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Segmented, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WarnRow } from '@scf/shared/schemas/financing';
import { WARN_DEAL_STATUS } from '@scf/shared/schemas/financing-status';
import { apiErrorText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useFeedback } from '@/lib/feedback';
import { alertTip } from '../common/alert-tip';
import { useFinancingMutation, useWarns } from '../common/api/financing-api';

/** /requiredManager/alertList: the institution's alerts, unprocessed or processed; open or mark one. */
export function AlertListPage() {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [dealStatus, setDealStatus] = useState<number | undefined>(WARN_DEAL_STATUS.unprocessed);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const warns = useWarns(dealStatus, page.pageNo, page.pageSize);
  const deal = useFinancingMutation<{ id: string }>('/api/financing/warn/deal');
  const a = (key: string) => t(`finance.institution.alerts.${key}`);

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {a('title')}
        </Typography.Title>
      }
    >
      <Segmented
        style={{ marginBottom: 16 }}
        value={dealStatus ?? -1}
        onChange={(value) => {
          setDealStatus(value === -1 ? undefined : Number(value));
          setPage({ ...page, pageNo: 1 });
        }}
        options={[
          { value: WARN_DEAL_STATUS.unprocessed, label: a('unprocessed') },
          { value: WARN_DEAL_STATUS.processed, label: a('processed') },
          { value: -1, label: t('finance.common.all') },
        ]}
      />
      {warns.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={warns.error.message}
        />
      ) : (
        <Table<WarnRow>
          rowKey="id"
          loading={warns.isFetching}
          dataSource={warns.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: warns.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            {
              title: a('status'),
              render: (_, r) =>
                r.dealStatus === WARN_DEAL_STATUS.unprocessed ? (
                  <Badge status="processing" text={a('unprocessed')} />
                ) : (
                  <Badge status="default" text={a('processed')} />
                ),
            },
            { title: a('tip'), render: (_, r) => alertTip(r, t, i18n.language) },
            { title: t('finance.common.fields.enterprise'), dataIndex: 'userName' },
            {
              title: a('time'),
              render: (_, r) =>
                new Date(r.gmtPublish).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
            },
            {
              title: t('finance.common.operations'),
              fixed: 'right',
              render: (_, r) => (
                <>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => void navigate(`${paths.orgNeedsDetail}?code=${r.applyCode}`)}
                  >
                    {t('finance.common.view')}
                  </Button>
                  {r.dealStatus === WARN_DEAL_STATUS.unprocessed ? (
                    <Button
                      size="small"
                      onClick={() =>
                        deal
                          .mutateAsync({ id: r.id })
                          .then(() => void message.success(a('dealt')))
                          .catch((error: unknown) => void message.error(apiErrorText(error, t)))
                      }
                    >
                      {a('deal')}
                    </Button>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
