import type { ReactNode } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinancingRow } from '@scf/shared/schemas/financing';
import { FinancingFilters, FinancingTable } from './financing-table';
import type { ListQuery } from './financing-table';

/**
 * A titled list of requests with its filters, its error and retry, and the moves of each row: the
 * enterprise's requests, the institution's applications and the back office's review share it.
 */
export function FinancingListCard({
  title,
  extra,
  query,
  onQuery,
  list,
  party,
  onOpen,
  actions,
  children,
}: {
  title: string;
  extra?: ReactNode;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  list: {
    data?: { rows: FinancingRow[]; total: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  party: 'institution' | 'enterprise' | 'both';
  onOpen: (row: FinancingRow) => void;
  actions: (row: FinancingRow) => ReactNode;
  /** The drawer and dialogs the list opens. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      <FinancingFilters query={query} onChange={onQuery} />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={list.error?.message}
          action={<Button onClick={() => void list.refetch()}>{t('finance.common.retry')}</Button>}
        />
      ) : (
        <FinancingTable
          party={party}
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          query={query}
          onPage={(pageNo, pageSize) => onQuery({ ...query, pageNo, pageSize })}
          onOpen={onOpen}
          actions={actions}
        />
      )}
      {children}
    </Card>
  );
}
