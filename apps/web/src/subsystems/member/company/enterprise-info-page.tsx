import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { PERMISSIONS } from '@scf/shared/permissions';
import { apiErrorText, errorCode } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useCurrentDetails, useOwnHistory } from './api/company-api';
import { ChangeLines } from './components/change-lines';
import { DetailsSections } from './components/details-sections';
import { EditDetailsDialog } from './components/edit-details-dialog';
import { HistoryTable } from './components/history-table';
import { useValueLookups } from './components/use-value-lookups';
import { formatTime } from './lib/format';
import styles from './company.module.css';

/**
 * /member/enterpriseInfo: the enterprise's registered details, what waits for review, the last
 * rejection and its reason, and the history of its changes. With ENTERPRISE_EDIT the details can be
 * edited; without it they are shown read-only.
 */
export function EnterpriseInfoPage() {
  const { t } = useTranslation();
  const canEdit = usePermission(PERMISSIONS.enterprise.edit);
  const [editing, setEditing] = useState(false);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const details = useCurrentDetails();
  const history = useOwnHistory(page);
  const lookups = useValueLookups();
  const data = details.data;
  const rejected = data?.lastReviewed?.status === 'rejected' ? data.lastReviewed : null;

  const heading = (text: string) => (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {text}
    </Typography.Title>
  );

  if (details.isError) {
    // A user of no member enterprise (-107) is told why; anything else may be retried.
    const refused = errorCode(details.error) === ERROR_CODES.FORBIDDEN;
    return (
      <Card title={heading(t('member.company.info.title'))}>
        {refused ? (
          <Alert type="info" showIcon title={t('validation.memberChangeNotMember')} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('member.company.info.loadFailed')}
            description={apiErrorText(details.error, t)}
            action={<Button onClick={() => void details.refetch()}>{t('member.company.info.retry')}</Button>}
          />
        )}
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      <Card
        title={heading(data?.values.enterpriseName ?? t('member.company.info.title'))}
        extra={
          canEdit && data ? (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('member.company.info.edit')}
            </Button>
          ) : null
        }
      >
        {!data ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            {canEdit ? null : (
              <Alert
                type="info"
                showIcon
                title={t('member.company.info.readOnly')}
                className={styles.section}
              />
            )}
            {data.pending ? (
              <Alert
                type="warning"
                showIcon
                className={styles.section}
                title={t('member.company.info.pendingTitle')}
                description={
                  <>
                    <ChangeLines changes={data.pending.changes} lookups={lookups} />
                    <Typography.Text type="secondary">
                      {t('member.company.info.pendingBy', {
                        name: data.pending.requestedByName ?? '—',
                        time: formatTime(data.pending.createdAt),
                      })}
                    </Typography.Text>
                  </>
                }
              />
            ) : null}
            {rejected ? (
              <Alert
                type="error"
                showIcon
                className={styles.section}
                title={t('member.company.info.rejectedTitle', { time: formatTime(rejected.createdAt) })}
                description={
                  <>
                    <div>{t('member.company.info.reason', { reason: rejected.reason ?? '—' })}</div>
                    <ChangeLines changes={rejected.changes} lookups={lookups} />
                  </>
                }
              />
            ) : null}
            <DetailsSections details={data} />
          </>
        )}
      </Card>
      <Card title={heading(t('member.company.history.title'))}>
        {history.isError ? (
          <Alert type="error" showIcon title={apiErrorText(history.error, t)} />
        ) : (
          <HistoryTable
            rows={history.data?.rows ?? []}
            loading={history.isFetching}
            showReviewer={false}
            paging={{
              ...page,
              total: history.data?.total ?? 0,
              onPage: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
          />
        )}
      </Card>
      {data && canEdit ? (
        <EditDetailsDialog open={editing} details={data} onClose={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
