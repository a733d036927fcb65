import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@scf/shared/schemas/member-review';
import { apiErrorText } from '@/lib/form';
import { useRegistrationList } from './api/list-registrations';
import { FilterBar } from './components/filter-bar';
import type { ReviewFilter } from './components/filter-bar';
import { LoadFailed } from './components/load-failed';
import { RegistrationDrawer } from './components/registration-drawer';
import { RegistrationTable } from './components/registration-table';
import styles from './review.module.css';

/**
 * /member/registrationReview: the back office's queue of enterprise registrations (issue 5 point 11)
 * — filters, the table, and a drawer with one registration and the decisions.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: REVIEW_LIMITS.pageSize as number });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useRegistrationList({ ...filter, ...paging });

  return (
    <div className={styles.page}>
      <Card title={<h1 className={styles.title}>{t('member.review.title')}</h1>}>
        <FilterBar
          onSearch={(next) => {
            setFilter(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        {list.isError ? (
          <LoadFailed
            message={t('member.review.loadFailed')}
            description={apiErrorText(list.error, t)}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <RegistrationTable
            rows={list.data?.rows ?? []}
            total={list.data?.total ?? 0}
            pageNo={paging.pageNo}
            pageSize={paging.pageSize}
            loading={list.isFetching}
            onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
            onOpen={setOpenId}
          />
        )}
      </Card>
      <RegistrationDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
