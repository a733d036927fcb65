import type { ReactNode } from 'react';
import { Button, Empty, Form, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCING_KINDS, FINANCING_STATUSES } from '@scf/shared/schemas/financing-status';
import type { FinancingRow } from '@scf/shared/schemas/financing';
import type { FinancingKind, FinancingStatus } from '@scf/shared/schemas/financing-status';
import { FinancingStatusTag } from './financing-status-tag';
import { WanAmount } from './money';

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  status?: FinancingStatus | undefined;
  kind?: FinancingKind | undefined;
  keyword?: string | undefined;
}

/** Status, kind and keyword filters of a request list; changing them goes back to page 1. */
export function FinancingFilters({
  query,
  onChange,
}: {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ status?: string; kind?: string; keyword?: string }>();
  const apply = (values: { status?: string; kind?: string; keyword?: string }) =>
    onChange({
      ...query,
      pageNo: 1,
      status: (values.status || undefined) as ListQuery['status'],
      kind: (values.kind || undefined) as ListQuery['kind'],
      keyword: values.keyword?.trim() || undefined,
    });
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={apply}
      initialValues={query}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="status" label={t('finance.common.fields.status')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('finance.common.all')}
          options={FINANCING_STATUSES.map((s) => ({ value: s, label: t(`finance.common.status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('finance.common.fields.kind')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('finance.common.all')}
          options={FINANCING_KINDS.map((k) => ({ value: k, label: t(`finance.common.kind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="keyword">
        <Input allowClear maxLength={50} placeholder={t('finance.common.keyword')} style={{ width: 240 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('finance.common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            apply({});
          }}
        >
          {t('finance.common.reset')}
        </Button>
      </Space>
    </Form>
  );
}

/** A page of requests; `actions` renders a row's buttons, `onOpen` shows its details. */
export function FinancingTable({
  rows,
  total,
  loading,
  query,
  onPage,
  onOpen,
  actions,
  party,
}: {
  rows: FinancingRow[];
  total: number;
  loading: boolean;
  query: ListQuery;
  onPage: (pageNo: number, pageSize: number) => void;
  onOpen: (row: FinancingRow) => void;
  actions: (row: FinancingRow) => ReactNode;
  /**
   * Which party the viewer sees named: the institution (enterprise side), the enterprise
   * (institution side), or both (the back office).
   */
  party: 'institution' | 'enterprise' | 'both';
}) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`finance.common.fields.${key}`);
  return (
    <Table<FinancingRow>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
      pagination={{
        current: query.pageNo,
        pageSize: query.pageSize,
        total,
        showSizeChanger: true,
        onChange: onPage,
      }}
      columns={[
        {
          title: f('applyCode'),
          render: (_, r) => (
            <Button type="link" onClick={() => onOpen(r)} style={{ padding: 0 }}>
              {r.applyCode}
            </Button>
          ),
        },
        { title: f('kind'), render: (_, r) => t(`finance.common.kind.${r.kind}`) },
        ...(party === 'institution' ? [] : [{ title: f('enterprise'), dataIndex: 'userName' }]),
        ...(party === 'enterprise'
          ? []
          : [
              { title: f('institution'), render: (_: unknown, r: FinancingRow) => r.fundingPartyName ?? '-' },
            ]),
        { title: f('product'), render: (_, r) => r.productName ?? '-' },
        { title: f('amount'), render: (_, r) => <WanAmount fen={r.financeAmount} /> },
        { title: f('period'), render: (_, r) => t('finance.common.months', { count: r.financePeriod }) },
        { title: f('status'), render: (_, r) => <FinancingStatusTag status={r.status} /> },
        {
          title: f('publishedAt'),
          render: (_, r) =>
            new Date(r.gmtPublish).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
        },
        {
          title: t('finance.common.operations'),
          fixed: 'right',
          render: (_, r) => <Space wrap>{actions(r)}</Space>,
        },
      ]}
    />
  );
}
