import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import { usePermission } from '@/lib/permissions';
import { useFinancingDetail } from '../common/api/financing-api';
import { FinancingDetailView } from '../common/components/financing-drawer';
import { AcceptDialog, useIgnoreRequest } from './components/accept-dialog';
import type { AcceptTarget } from './components/accept-dialog';

/** /requiredManager/orgNeedsDetail?id= or ?code=: one request as a page, with accept or ignore while open. */
export function OrgNeedsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useFinancingDetail({ id: params.get('id'), code: params.get('code') });
  const [accepting, setAccepting] = useState<AcceptTarget | null>(null);
  const ignore = useIgnoreRequest();
  const canAccept = usePermission(`${PERMISSIONS.request.accept},${PERMISSIONS.request.acceptRob}`);

  if (!params.get('id') && !params.get('code')) {
    return <Alert type="info" showIcon title={t('finance.institution.needs.missing')} />;
  }
  return (
    <Card title={t('finance.common.detailTitle')}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={detail.error.message}
        />
      ) : (
        <FinancingDetailView
          detail={detail.data}
          actions={
            detail.data.status === 'submitted' && canAccept ? (
              <Space>
                <Button type="primary" onClick={() => setAccepting(detail.data)}>
                  {t('finance.common.action.accept')}
                </Button>
                <Button onClick={() => ignore(detail.data)}>{t('finance.common.action.ignore')}</Button>
              </Space>
            ) : null
          }
        />
      )}
      <AcceptDialog target={accepting} onClose={() => setAccepting(null)} />
    </Card>
  );
}
