import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberChangeRow } from '@scf/shared/schemas/member-change';
import { formatTime } from '../lib/format';
import { ChangeLines } from './change-lines';
import { ChangeStatusTag } from './status-tag';
import { useValueLookups } from './use-value-lookups';
import styles from '../company.module.css';

export interface HistoryPaging {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number, pageSize: number) => void;
}

/**
 * Changes of one enterprise, newest first: when, who, each field before → after, status and the
 * reason of a rejection; the reviewer and the decision time where the reader may see them.
 */
export function HistoryTable({
  rows,
  loading,
  paging,
  showReviewer,
}: {
  rows: readonly MemberChangeRow[];
  loading: boolean;
  paging?: HistoryPaging;
  showReviewer: boolean;
}) {
  const { t } = useTranslation();
  const lookups = useValueLookups();
  const h = (key: string) => t(`member.company.history.${key}`);
  return (
    <Table<MemberChangeRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={[...rows]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={h('empty')} /> }}
      pagination={
        paging
          ? {
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: paging.total,
              showSizeChanger: true,
              onChange: paging.onPage,
            }
          : false
      }
      columns={[
        { key: 'createdAt', title: h('createdAt'), render: (_, row) => formatTime(row.createdAt) },
        { key: 'requestedBy', title: h('requestedBy'), render: (_, row) => row.requestedByName ?? '—' },
        {
          key: 'changes',
          title: h('changes'),
          render: (_, row) => (
            <div className={styles.changeCell}>
              <ChangeLines changes={row.changes} lookups={lookups} />
            </div>
          ),
        },
        { key: 'status', title: h('status'), render: (_, row) => <ChangeStatusTag status={row.status} /> },
        ...(showReviewer
          ? [
              {
                key: 'reviewer',
                title: h('reviewer'),
                render: (_: unknown, row: MemberChangeRow) => row.reviewerName ?? '—',
              },
            ]
          : []),
        {
          key: 'decidedAt',
          title: h('decidedAt'),
          render: (_, row) => (row.status === 'applied' ? '—' : formatTime(row.decidedAt)),
        },
        {
          key: 'reason',
          title: h('reason'),
          render: (_, row) => <div className={styles.reasonCell}>{row.reason ?? '—'}</div>,
        },
      ]}
    />
  );
}
