import { useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { policyForm } from '@scf/shared/schemas/content-admin';
import type {
  AdminPolicyDetail,
  AdminPolicyRow,
  ContentStatus,
  PolicyForm,
} from '@scf/shared/schemas/content-admin';
import { EditDialog, ListPage, usePaging } from '@/components/admin';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import type { Editing } from './lib/request-key';
import { newRequestKey } from './lib/request-key';
import { useContentDetail, useContentList, useSaveContent } from './api/content-api';
import {
  KeywordFilter,
  StatusFilter,
  StatusTag,
  useContentRights,
  useRowMoves,
} from './components/content-moves';
import { DateField, DateTimeField } from './components/date-fields';
import { ImageUpload } from './components/image-upload';
import { RichTextField } from './components/rich-text-field';
import { dateTimeText } from './lib/format';
import styles from './components/content.module.css';

const toForm = (row: AdminPolicyDetail): PolicyForm => ({
  policyName: row.policyName,
  policyRemark: row.policyRemark,
  issuer: row.issuer,
  logoImageUrl: row.logoImageUrl ?? undefined,
  validFrom: row.validFrom ?? undefined,
  validTo: row.validTo ?? undefined,
  publishDate: row.publishDate,
  content: row.content,
});

/**
 * /admin/content/policies: the financing (reward) policies the enterprise dashboard lists and
 * /policyDetail shows: name, summary, issuer, logo, validity, publish date and text.
 */
export function PoliciesPage() {
  const { t } = useTranslation();
  const { paging, setPaging, firstPage } = usePaging();
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useContentList('policy', { ...paging, status, keyword });
  const can = useContentRights();
  const moves = useRowMoves('policy', (id) => setEditing({ id }));
  const tp = (key: string) => t(`admin.content.policies.${key}`);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  return (
    <ListPage<AdminPolicyRow>
      title={t('app.routes.contentPolicies')}
      actions={
        can.edit ? (
          <Button type="primary" onClick={() => setEditing({ id: null, requestKey: newRequestKey() })}>
            {tp('create')}
          </Button>
        ) : null
      }
      filters={
        <>
          <StatusFilter value={status} onChange={filter(setStatus)} />
          <KeywordFilter onSearch={filter(setKeyword)} />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={tp('empty')}
      columns={[
        {
          title: tp('policyName'),
          render: (_, row) => (
            <Typography.Text className={styles.titleCell} ellipsis={{ tooltip: row.policyName }}>
              {row.policyName}
            </Typography.Text>
          ),
        },
        { title: tp('issuer'), dataIndex: 'issuer' },
        {
          title: tp('validity'),
          render: (_, row) =>
            row.validFrom || row.validTo
              ? `${row.validFrom ?? ''} ~ ${row.validTo ?? tp('openEnded')}`
              : tp('openEnded'),
        },
        { title: t('admin.content.filters.status'), render: (_, row) => <StatusTag status={row.status} /> },
        { title: tp('publishDate'), render: (_, row) => dateTimeText(row.publishDate) },
        {
          title: t('admin.content.actions.operations'),
          fixed: 'right',
          render: (_, row) => moves(row, row.policyName),
        },
      ]}
    >
      <PolicyDialog editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

function PolicyDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id ?? null;
  const detail = useContentDetail('policy', id);
  const save = useSaveContent('policy');
  const tp = (key: string) => t(`admin.content.policies.${key}`);
  const rule = (field: keyof PolicyForm) => zodFieldRule(policyForm, field, t);
  const initialValues = useMemo<Partial<PolicyForm> | undefined>(
    () => (id === null ? {} : detail.data ? toForm(detail.data) : undefined),
    [id, detail.data],
  );
  const third = { xs: 24, md: 8 };

  return (
    <EditDialog<PolicyForm>
      open={editing !== null}
      title={id === null ? tp('createTitle') : tp('editTitle')}
      width={920}
      initialValues={initialValues}
      success={t('admin.content.done.saved')}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync(id === null ? { ...values, requestKey: editing?.requestKey } : { ...values, id })
      }
    >
      {id !== null && detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : id !== null && detail.isError ? (
        <Alert type="error" showIcon title={apiErrorText(detail.error, t)} />
      ) : (
        <>
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="policyName" label={tp('policyName')} required rules={[rule('policyName')]}>
                <Input maxLength={100} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="issuer" label={tp('issuer')} required rules={[rule('issuer')]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="policyRemark" label={tp('policyRemark')} rules={[rule('policyRemark')]}>
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="validFrom" label={tp('validFrom')} rules={[rule('validFrom')]}>
                <DateField />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="validTo"
                label={tp('validTo')}
                dependencies={['validFrom']}
                rules={[rule('validTo')]}
              >
                <DateField />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="publishDate"
                label={tp('publishDate')}
                extra={tp('publishDateHint')}
                rules={[rule('publishDate')]}
              >
                <DateTimeField />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="logoImageUrl" label={tp('logoImageUrl')} rules={[rule('logoImageUrl')]}>
            <ImageUpload label={tp('logoImageUrl')} />
          </Form.Item>
          <Form.Item name="content" label={tp('content')} required rules={[rule('content')]}>
            <RichTextField label={tp('content')} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
