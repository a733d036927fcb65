import { Button, Empty, Table } from 'antd';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewListRow } from '@scf/shared/schemas/member-review';
import { formatTime } from '../lib/format';
import { StatusTag } from './status-tag';
import styles from '../review.module.css';

interface RegistrationTableProps {
  rows: readonly ReviewListRow[];
  total: number;
  pageNo: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNo: number, pageSize: number) => void;
  onOpen: (id: number) => void;
}

/** The registrations as an antd table with server-side paging; a row's name opens its detail. */
export function RegistrationTable({
  rows,
  total,
  pageNo,
  pageSize,
  loading,
  onPage,
  onOpen,
}: RegistrationTableProps) {
  const { t } = useTranslation();
  const columns: TableProps<ReviewListRow>['columns'] = [
    {
      key: 'enterpriseName',
      title: t('member.review.columns.enterpriseName'),
      dataIndex: 'enterpriseName',
      fixed: 'left',
      width: 220,
      render: (name: string, row) => (
        <Button type="link" onClick={() => onOpen(row.id)} className={styles.nameLink}>
          {name}
        </Button>
      ),
    },
    { key: 'usccCode', title: t('member.review.columns.usccCode'), dataIndex: 'usccCode', width: 190 },
    { key: 'legalRepr', title: t('member.review.columns.legalRepr'), dataIndex: 'legalRepr', width: 110 },
    {
      key: 'contact',
      title: t('member.review.columns.contact'),
      width: 150,
      render: (_, row) => `${row.contactName} ${row.contactMobile}`,
    },
    { key: 'operators', title: t('member.review.columns.operators'), dataIndex: 'operatorCount', width: 80 },
    {
      key: 'status',
      title: t('member.review.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <StatusTag status={status} />,
    },
    {
      key: 'createdAt',
      title: t('member.review.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    {
      key: 'reviewer',
      title: t('member.review.columns.reviewer'),
      dataIndex: 'reviewerName',
      width: 120,
      render: (name: string | null) => name ?? '—',
    },
    {
      key: 'actions',
      title: t('member.review.columns.actions'),
      width: 80,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row.id)}
          aria-label={`${t('member.review.open')} ${row.enterpriseName}`}
        >
          {t('member.review.open')}
        </Button>
      ),
    },
  ];
  return (
    <Table<ReviewListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows as ReviewListRow[]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('member.review.empty')} /> }}
      pagination={{
        current: pageNo,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (count) => t('member.review.total', { total: count }),
        onChange: onPage,
      }}
    />
  );
}
