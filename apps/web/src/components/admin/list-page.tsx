import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Card, Empty, Grid, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/form';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A list's page and size, and a way back to the first page when a filter changes. */
export function usePaging(pageSize = 10) {
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize });
  return { paging, setPaging, firstPage: () => setPaging((p) => ({ ...p, pageNo: 1 })) };
}

/**
 * Width of a list's fixed actions column on a phone. Fixed at the width of its row of moves, the
 * menus' six covered the whole table, names and all; held to this, the moves wrap.
 */
const PHONE_ACTIONS_WIDTH = 150;

/** What a list query gives the page (TanStack Query's result, narrowed). */
export interface ListQuery<T> {
  data?: { rows: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The one list page of administration (issue 7): a titled card, the page's actions at its top right,
 * its filters above the table, the rows with their moves, paging, loading, an empty state and the
 * server's reason when loading fails. Every management screen uses it.
 */
export function ListPage<T extends object>({
  title,
  actions,
  filters,
  rowKey,
  query,
  columns,
  paging,
  onPage,
  empty,
  children,
}: {
  title: string;
  actions?: ReactNode;
  filters?: ReactNode;
  rowKey: keyof T & string;
  query: ListQuery<T>;
  columns: TableColumnsType<T>;
  paging?: Paging;
  onPage?: (paging: Paging) => void;
  empty: string;
  /** Dialogs and drawers the page opens. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  const shown = phone
    ? columns.map((column) => (column.fixed === 'right' ? { ...column, width: PHONE_ACTIONS_WIDTH } : column))
    : columns;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={actions ? <Space wrap>{actions}</Space> : null}
    >
      {filters ? (
        <Space wrap style={{ marginBottom: 16 }}>
          {filters}
        </Space>
      ) : null}
      {query.isError ? (
        <Alert type="error" showIcon title={apiErrorText(query.error, t)} />
      ) : (
        <Table<T>
          rowKey={rowKey}
          loading={query.isFetching}
          dataSource={query.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={empty} /> }}
          pagination={
            paging && onPage
              ? {
                  current: paging.pageNo,
                  pageSize: paging.pageSize,
                  total: query.data?.total ?? 0,
                  showSizeChanger: true,
                  onChange: (pageNo, pageSize) => onPage({ pageNo, pageSize }),
                }
              : false
          }
          columns={shown}
        />
      )}
      {children}
    </Card>
  );
}
