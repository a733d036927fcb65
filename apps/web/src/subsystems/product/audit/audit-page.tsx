import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Grid,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUS, PRODUCT_STATUSES } from '@scf/shared/schemas/product';
import type { ProductRow } from '@scf/shared/schemas/product';
import { productAuditRequest } from '@scf/shared/schemas/product-release';
import type { ProductAuditRequest } from '@scf/shared/schemas/product-release';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useOrgProductList, useProductDetail, useProductMutation } from '../api/product-api';
import { ProductStatusTag } from '../lib/status-tag';

/**
 * /admin/productAudit: the back office's audit of submitted products (status 1 by default): every
 * field in a drawer, pass after a confirmation, or reject with a reason.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [status, setStatus] = useState<number | undefined>(PRODUCT_STATUS.toAudit);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ProductRow | null>(null);
  const [form] = Form.useForm<{ auditDesc?: string }>();
  const list = useOrgProductList({ ...page, productStatus: status });
  const detail = useProductDetail(viewing);
  const audit = useProductMutation<ProductAuditRequest>('/api/product/audit');
  const a = (key: string) => t(`product.actions.${key}`);
  const c = (key: string) => t(`product.columns.${key}`);
  const f = (key: string) => t(`product.form.${key}`);

  const pass = (row: ProductRow) =>
    modal.confirm({
      title: `${a('pass')} · ${row.productName}`,
      content: t('product.confirm.pass'),
      okText: a('confirm'),
      cancelText: a('cancel'),
      onOk: () =>
        audit
          .mutateAsync({ id: row.id, pass: true })
          .then(() => void message.success(t('product.done.passed')))
          .catch((error: unknown) => void message.error(apiErrorText(error, t))),
    });

  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !rejecting) return;
    audit.mutate(
      { id: rejecting.id, pass: false, auditDesc: values.auditDesc },
      {
        onSuccess: () => {
          void message.success(t('product.done.rejected'));
          form.resetFields();
          setRejecting(null);
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  const actions = (row: ProductRow) =>
    row.productStatus === PRODUCT_STATUS.toAudit ? (
      <Space>
        <Button size="small" type="primary" onClick={() => pass(row)}>
          {a('pass')}
        </Button>
        <Button size="small" danger onClick={() => setRejecting(row)}>
          {a('reject')}
        </Button>
      </Space>
    ) : null;

  const p = detail.data;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('product.audit.title')}
        </Typography.Title>
      }
    >
      <Select
        allowClear
        style={{ width: 180, marginBottom: 16 }}
        aria-label={t('product.filter.status')}
        placeholder={t('product.filter.all')}
        value={status}
        onChange={(value?: number) => {
          setStatus(value);
          setPage({ ...page, pageNo: 1 });
        }}
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`product.status.${s}`) }))}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<ProductRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('product.audit.empty')} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            {
              title: c('name'),
              render: (_, r) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(r.id)}>
                  {r.productName}
                </Button>
              ),
            },
            { title: c('institution'), dataIndex: 'fundingPartyName' },
            { title: c('loanType'), dataIndex: 'loanTypeDesc' },
            { title: c('rate'), render: (_, r) => `${r.rateStart}% - ${r.rateEnd}%` },
            { title: c('status'), render: (_, r) => <ProductStatusTag status={r.productStatus} /> },
            { title: c('operations'), fixed: 'right', render: (_, r) => actions(r) },
          ]}
        />
      )}
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        size={screens.md ? 760 : '100%'}
        title={p?.productName}
        destroyOnHidden
      >
        {!p ? (
          <Skeleton active />
        ) : (
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={c('code')}>{p.productCode}</Descriptions.Item>
            <Descriptions.Item label={c('institution')}>{p.fundingPartyName}</Descriptions.Item>
            <Descriptions.Item label={c('status')}>
              <ProductStatusTag status={p.productStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={f('financeTypeCode')}>
              {t(`product.financeType.${p.financeTypeCode}`)}
            </Descriptions.Item>
            <Descriptions.Item label={f('loanType')}>{p.loanTypeDesc}</Descriptions.Item>
            <Descriptions.Item label={c('rate')}>{`${p.rateStart}% - ${p.rateEnd}%`}</Descriptions.Item>
            <Descriptions.Item label={f('guarantTypeList')}>
              {p.guarantTypeList.map((g) => g.desc).join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={f('repayTypeList')}>
              {p.repayTypeList
                .map((r) => `${r.repayTypeDesc}（${r.repayTypeConfig.loanTermList}）`)
                .join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={f('materialNameList')}>
              {p.materialNameList.join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={f('attachments')}>
              {p.attachments.map((file) => (
                <div key={file.url}>
                  <a href={`${file.url}?download=1`}>{file.originalFileName}</a>
                </div>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={f('agreementArticalList')}>
              {p.agreementArticalList.map((x) => x.articleName).join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={f('documentList')}>
              {p.documentList.map((d) => `${d.documentName}（${d.documentFileType}）`).join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={f('introduce')}>{p.introduce}</Descriptions.Item>
            <Descriptions.Item label={f('applyCondition')}>{p.applyCondition}</Descriptions.Item>
            <Descriptions.Item label={c('auditDesc')}>{p.auditDesc}</Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
      <Modal
        open={rejecting !== null}
        title={`${t('product.audit.rejectTitle')} · ${rejecting?.productName ?? ''}`}
        onCancel={() => setRejecting(null)}
        onOk={() => void reject()}
        okText={a('reject')}
        okButtonProps={{ danger: true }}
        cancelText={a('cancel')}
        confirmLoading={audit.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ pass: false }}>
          <Form.Item name="pass" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="auditDesc"
            label={t('product.audit.reason')}
            required
            rules={[zodFieldRule(productAuditRequest, 'auditDesc', t)]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
