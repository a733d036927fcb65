import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import type { FinancingRow } from '@scf/shared/schemas/financing';
import { usePermission } from '@/lib/permissions';
import { useFinancingList } from '../common/api/financing-api';
import { FinancingDrawer } from '../common/components/financing-drawer';
import { FinancingListCard } from '../common/components/financing-list-card';
import type { ListQuery } from '../common/components/financing-table';
import { ReasonDialog } from '../common/components/reason-dialog';

/**
 * /admin/requestAudit (需求审核): the back office sees every financing request of the tenant, with
 * its parties, figures and history, and rejects, with a reason the enterprise reads, one that nobody
 * has accepted yet (an application, or a demand still in the grab hall).
 */
export function RequestAuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<ListQuery>({ pageNo: 1, pageSize: 10 });
  const [rejecting, setRejecting] = useState<string | null>(null);
  const list = useFinancingList(query);
  const canReject = usePermission(PERMISSIONS.request.audit);

  const actions = (row: FinancingRow) =>
    row.status === 'submitted' && canReject ? (
      <Button size="small" danger onClick={() => setRejecting(row.id)}>
        {t('finance.common.action.reject')}
      </Button>
    ) : null;

  return (
    <FinancingListCard
      title={t('finance.operator.title')}
      query={query}
      onQuery={setQuery}
      list={list}
      party="both"
      onOpen={(row) => setParams({ id: row.id })}
      actions={actions}
    >
      <FinancingDrawer
        id={params.get('id')}
        onClose={() => setParams({})}
        actions={(detail) => actions(detail)}
      />
      <ReasonDialog
        requestId={rejecting}
        path="/api/financing/audit_reject"
        texts={{
          title: t('finance.operator.reject.title'),
          warning: t('finance.operator.reject.warning'),
          ok: t('finance.common.action.reject'),
          done: t('finance.operator.reject.done'),
        }}
        onClose={() => setRejecting(null)}
      />
    </FinancingListCard>
  );
}
