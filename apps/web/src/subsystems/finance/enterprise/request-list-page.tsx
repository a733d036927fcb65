import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import type { FinancingRow } from '@scf/shared/schemas/financing';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useFinancingList } from '../common/api/financing-api';
import { FinancingDrawer } from '../common/components/financing-drawer';
import { FinancingListCard } from '../common/components/financing-list-card';
import { ReasonDialog } from '../common/components/reason-dialog';
import type { ListQuery } from '../common/components/financing-table';
import { JudgeDialog } from './components/judge-dialog';

/**
 * /request/requestDetail: the enterprise's requests of both kinds with their statuses, filtered and
 * paged; `?id=` or `?code=` opens one. A submitted request can be withdrawn, a repaid one reviewed.
 */
export function RequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<ListQuery>({ pageNo: 1, pageSize: 10 });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [judging, setJudging] = useState<string | null>(null);
  const list = useFinancingList(query);
  const canCancel = usePermission(PERMISSIONS.request.cancel);
  const canJudge = usePermission(PERMISSIONS.request.judge);
  const canPublish = usePermission(PERMISSIONS.request.add);

  const open = (row: FinancingRow) => setParams({ id: row.id });
  const close = () => setParams({});
  const actions = (row: Pick<FinancingRow, 'id' | 'status' | 'canJudge'>) => (
    <>
      {row.status === 'submitted' && canCancel ? (
        <Button size="small" danger onClick={() => setCancelling(row.id)}>
          {t('finance.common.action.cancel')}
        </Button>
      ) : null}
      {row.canJudge && canJudge ? (
        <Button size="small" type="primary" onClick={() => setJudging(row.id)}>
          {t('finance.common.action.judge')}
        </Button>
      ) : null}
    </>
  );

  return (
    <FinancingListCard
      title={t('finance.enterprise.list.title')}
      extra={
        canPublish ? (
          <Button type="primary" onClick={() => void navigate(paths.requestRelease)}>
            {t('finance.common.action.publish')}
          </Button>
        ) : null
      }
      query={query}
      onQuery={setQuery}
      list={list}
      party="institution"
      onOpen={open}
      actions={actions}
    >
      <FinancingDrawer id={params.get('id')} code={params.get('code')} onClose={close} actions={actions} />
      <ReasonDialog
        requestId={cancelling}
        path="/api/financing/cancel"
        texts={{
          title: t('finance.enterprise.cancel.title'),
          warning: t('finance.enterprise.cancel.warning'),
          ok: t('finance.common.action.cancel'),
          done: t('finance.enterprise.cancel.done'),
        }}
        onClose={() => setCancelling(null)}
      />
      <JudgeDialog requestId={judging} onClose={() => setJudging(null)} />
    </FinancingListCard>
  );
}
