import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { agreementForm } from '@scf/shared/schemas/content-admin';
import type {
  AdminAgreementDetail,
  AdminAgreementRow,
  AgreementForm,
  ContentStatus,
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
import styles from './components/content.module.css';

const toForm = (row: AdminAgreementDetail): AgreementForm => ({
  articleName: row.articleName,
  content: row.content,
  sortOrder: row.sortOrder,
});

/**
 * /admin/content/agreements: the agreements a registration shows and asks to accept. Only the
 * published ones are served by get_reg_agreement; the text is plain and shown as written.
 */
export function AgreementsPage() {
  const { t } = useTranslation();
  const { paging, setPaging, firstPage } = usePaging();
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useContentList('agreement', { ...paging, status, keyword });
  const can = useContentRights();
  const moves = useRowMoves('agreement', (id) => setEditing({ id }));
  const tg = (key: string) => t(`admin.content.agreements.${key}`);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  return (
    <ListPage<AdminAgreementRow>
      title={t('app.routes.contentAgreements')}
      actions={
        can.edit ? (
          <Button type="primary" onClick={() => setEditing({ id: null, requestKey: newRequestKey() })}>
            {tg('create')}
          </Button>
        ) : null
      }
      filters={
        <>
          <StatusFilter value={status} onChange={filter(setStatus)} />
          <KeywordFilter onSearch={filter(setKeyword)} />
          <span className={styles.hint}>{tg('intro')}</span>
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={tg('empty')}
      columns={[
        { title: tg('articleName'), dataIndex: 'articleName' },
        { title: t('admin.content.common.sortOrder'), dataIndex: 'sortOrder' },
        { title: t('admin.content.filters.status'), render: (_, row) => <StatusTag status={row.status} /> },
        {
          title: t('admin.content.actions.operations'),
          fixed: 'right',
          render: (_, row) => moves(row, row.articleName),
        },
      ]}
    >
      <AgreementDialog editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

function AgreementDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id ?? null;
  const detail = useContentDetail('agreement', id);
  const save = useSaveContent('agreement');
  const tg = (key: string) => t(`admin.content.agreements.${key}`);
  const rule = (field: keyof AgreementForm) => zodFieldRule(agreementForm, field, t);
  const initialValues = useMemo<Partial<AgreementForm> | undefined>(
    () => (id === null ? { sortOrder: 0 } : detail.data ? toForm(detail.data) : undefined),
    [id, detail.data],
  );

  return (
    <EditDialog<AgreementForm>
      open={editing !== null}
      title={id === null ? tg('createTitle') : tg('editTitle')}
      width={760}
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
          <Form.Item name="articleName" label={tg('articleName')} required rules={[rule('articleName')]}>
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label={tg('content')}
            extra={tg('contentHint')}
            required
            rules={[rule('content')]}
          >
            <Input.TextArea autoSize={{ minRows: 10, maxRows: 20 }} maxLength={50_000} />
          </Form.Item>
          <Form.Item
            name="sortOrder"
            label={t('admin.content.common.sortOrder')}
            extra={t('admin.content.common.sortOrderHint')}
            rules={[rule('sortOrder')]}
          >
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
