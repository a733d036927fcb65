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
import { AcceptDialog, useIgnoreRequest } from './components/accept-dialog';
import type { AcceptTarget } from './components/accept-dialog';
import { CreditDialog, LoanDialog } from './components/credit-dialog';

/**
 * /finance/orgApplyList (ours): the institution's requests — applications to its products and the
 * demands it accepted — with the moves each status allows: accept or ignore, credit, lend, decline.
 */
export function OrgApplyListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<ListQuery>({ pageNo: 1, pageSize: 10 });
  const [accepting, setAccepting] = useState<AcceptTarget | null>(null);
  const [crediting, setCrediting] = useState<FinancingRow | null>(null);
  const [lending, setLending] = useState<FinancingRow | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);
  const list = useFinancingList(query);
  const ignore = useIgnoreRequest();
  const can = {
    accept: usePermission(`${PERMISSIONS.request.accept},${PERMISSIONS.request.acceptRob}`),
    credit: usePermission(PERMISSIONS.request.credit),
    loan: usePermission(PERMISSIONS.request.loan),
    decline: usePermission(PERMISSIONS.request.audit),
  };

  const actions = (row: FinancingRow) => {
    const a = (key: string) => t(`finance.common.action.${key}`);
    switch (row.status) {
      case 'submitted':
        return can.accept ? (
          <>
            <Button size="small" type="primary" onClick={() => setAccepting(row)}>
              {a('accept')}
            </Button>
            <Button size="small" onClick={() => ignore(row)}>
              {a('ignore')}
            </Button>
          </>
        ) : null;
      case 'accepted':
      case 'credited':
        return (
          <>
            {row.status === 'accepted' && can.credit ? (
              <Button size="small" type="primary" onClick={() => setCrediting(row)}>
                {a('credit')}
              </Button>
            ) : null}
            {row.status === 'credited' && can.loan ? (
              <Button size="small" type="primary" onClick={() => setLending(row)}>
                {a('loan')}
              </Button>
            ) : null}
            {can.decline ? (
              <Button size="small" danger onClick={() => setDeclining(row.id)}>
                {a('decline')}
              </Button>
            ) : null}
          </>
        );
      default:
        return null;
    }
  };

  return (
    <FinancingListCard
      title={t('finance.institution.list.title')}
      query={query}
      onQuery={setQuery}
      list={list}
      party="enterprise"
      onOpen={(row) => setParams({ id: row.id })}
      actions={actions}
    >
      <FinancingDrawer
        id={params.get('id')}
        onClose={() => setParams({})}
        actions={(detail) => actions(detail)}
      />
      <AcceptDialog target={accepting} onClose={() => setAccepting(null)} />
      <CreditDialog request={crediting} onClose={() => setCrediting(null)} />
      <LoanDialog request={lending} onClose={() => setLending(null)} />
      <ReasonDialog
        requestId={declining}
        path="/api/financing/decline"
        texts={{
          title: t('finance.institution.decline.title'),
          warning: t('finance.institution.decline.warning'),
          ok: t('finance.common.action.decline'),
          done: t('finance.institution.decline.done'),
        }}
        onClose={() => setDeclining(null)}
      />
    </FinancingListCard>
  );
}
