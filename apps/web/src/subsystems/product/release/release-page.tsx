import { useState } from 'react';
import { Alert, Button, Card, Empty, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { PRODUCT_STATUS, PRODUCT_STATUSES } from '@scf/shared/schemas/product';
import type { ProductRow } from '@scf/shared/schemas/product';
import { apiErrorText } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useFeedback } from '@/lib/feedback';
import { useOrgProductList, useProductMutation } from '../api/product-api';
import { ProductStatusTag } from '../lib/status-tag';
import { ProductFormDrawer } from './product-form-drawer';

type Move = 'submit' | 'withdraw' | 'delete' | 'putOn' | 'putOff';
const MOVES: Record<Move, { path: string; done: string }> = {
  submit: { path: '/api/product/submit', done: 'submitted' },
  withdraw: { path: '/api/product/cancel', done: 'withdrawn' },
  delete: { path: '/api/product/cancel', done: 'deleted' },
  putOn: { path: '/api/product/put_on', done: 'putOn' },
  putOff: { path: '/api/product/put_off', done: 'putOff' },
};

/**
 * /product/productRelease: the institution's products of every status with the moves each allows
 * (edit and submit while to submit or refused, withdraw while in audit, delete a draft, put on and
 * off the shelf), each confirmed first; 发布产品 opens the form.
 */
export function ReleasePage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const list = useOrgProductList({ ...page, productStatus: status });
  const { product } = PERMISSIONS;
  const can = {
    add: usePermission(product.add),
    edit: usePermission(product.edit),
    submit: usePermission(product.submit),
    cancel: usePermission(product.cancel),
    putOn: usePermission(product.putOn),
    putOff: usePermission(product.putOff),
  };
  const submit = useProductMutation<{ id: string }>(MOVES.submit.path);
  const cancel = useProductMutation<{ id: string }>(MOVES.withdraw.path);
  const putOn = useProductMutation<{ id: string }>(MOVES.putOn.path);
  const putOff = useProductMutation<{ id: string }>(MOVES.putOff.path);
  const mutations = { submit, withdraw: cancel, delete: cancel, putOn, putOff };

  const ask = (row: ProductRow, move: Move) =>
    modal.confirm({
      title: `${t(`product.actions.${move}`)} · ${row.productName}`,
      content: t(`product.confirm.${move}`),
      okText: t('product.actions.confirm'),
      okButtonProps: { danger: move === 'delete' || move === 'putOff' },
      cancelText: t('product.actions.cancel'),
      onOk: () =>
        mutations[move]
          .mutateAsync({ id: row.id })
          .then(() => void message.success(t(`product.done.${MOVES[move].done}`)))
          .catch((error: unknown) => void message.error(apiErrorText(error, t))),
    });

  const actions = (row: ProductRow) => {
    const button = (move: Move, allowed: boolean) =>
      allowed ? (
        <Button key={move} size="small" danger={move === 'delete'} onClick={() => ask(row, move)}>
          {t(`product.actions.${move}`)}
        </Button>
      ) : null;
    const s = row.productStatus;
    const draft = s === PRODUCT_STATUS.toSubmit || s === PRODUCT_STATUS.auditFailed;
    return (
      <Space wrap>
        {draft && can.edit ? (
          <Button size="small" onClick={() => setEditing({ id: row.id })}>
            {t('product.actions.edit')}
          </Button>
        ) : null}
        {button('submit', draft && can.submit)}
        {button('withdraw', s === PRODUCT_STATUS.toAudit && can.cancel)}
        {button('delete', s === PRODUCT_STATUS.toSubmit && can.cancel)}
        {button('putOn', s === PRODUCT_STATUS.toShelve && can.putOn)}
        {button('putOff', s === PRODUCT_STATUS.onShelf && can.putOff)}
      </Space>
    );
  };

  const c = (key: string) => t(`product.columns.${key}`);
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('product.release.title')}
        </Typography.Title>
      }
      extra={
        can.add ? (
          <Button type="primary" onClick={() => setEditing({ id: null })}>
            {t('product.actions.release')}
          </Button>
        ) : null
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 180 }}
          aria-label={t('product.filter.status')}
          placeholder={t('product.filter.all')}
          value={status}
          onChange={(value?: number) => {
            setStatus(value);
            setPage({ ...page, pageNo: 1 });
          }}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`product.status.${s}`) }))}
        />
      </Space>
      {list.isError ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<ProductRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('product.release.empty')} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            { title: c('code'), dataIndex: 'productCode' },
            { title: c('name'), dataIndex: 'productName' },
            { title: c('loanType'), dataIndex: 'loanTypeDesc' },
            { title: c('financeType'), render: (_, r) => t(`product.financeType.${r.financeTypeCode}`) },
            { title: c('rate'), render: (_, r) => `${r.rateStart}% - ${r.rateEnd}%` },
            { title: c('status'), render: (_, r) => <ProductStatusTag status={r.productStatus} /> },
            { title: c('operations'), fixed: 'right', render: (_, r) => actions(r) },
          ]}
        />
      )}
      <ProductFormDrawer open={editing !== null} id={editing?.id ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
