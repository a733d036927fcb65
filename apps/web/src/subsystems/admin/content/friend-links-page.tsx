import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { friendLinkForm } from '@scf/shared/schemas/content-admin';
import type { AdminFriendLinkRow, ContentStatus, FriendLinkForm } from '@scf/shared/schemas/content-admin';
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
import { ImageUpload } from './components/image-upload';
import styles from './components/content.module.css';

const toForm = (row: AdminFriendLinkRow): FriendLinkForm => ({
  name: row.name,
  url: row.url,
  logoUrl: row.logoUrl,
  sortOrder: row.sortOrder,
});

/** /admin/content/friendLinks: the partner logos of the about page, in their order. */
export function FriendLinksPage() {
  const { t } = useTranslation();
  const { paging, setPaging, firstPage } = usePaging();
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useContentList('friendLink', { ...paging, status, keyword });
  const can = useContentRights();
  const moves = useRowMoves('friendLink', (id) => setEditing({ id }));
  const tf = (key: string) => t(`admin.content.friendLinks.${key}`);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  return (
    <ListPage<AdminFriendLinkRow>
      title={t('app.routes.contentFriendLinks')}
      actions={
        can.edit ? (
          <Button type="primary" onClick={() => setEditing({ id: null, requestKey: newRequestKey() })}>
            {tf('create')}
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
      empty={tf('empty')}
      columns={[
        {
          title: tf('logoUrl'),
          render: (_, row) => <img className={styles.logoThumb} src={row.logoUrl} alt={row.name} />,
        },
        { title: tf('name'), dataIndex: 'name' },
        {
          title: tf('url'),
          render: (_, row) => (
            <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer">
              {row.url}
            </Typography.Link>
          ),
        },
        { title: t('admin.content.common.sortOrder'), dataIndex: 'sortOrder' },
        { title: t('admin.content.filters.status'), render: (_, row) => <StatusTag status={row.status} /> },
        {
          title: t('admin.content.actions.operations'),
          fixed: 'right',
          render: (_, row) => moves(row, row.name),
        },
      ]}
    >
      <FriendLinkDialog editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

function FriendLinkDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id ?? null;
  const detail = useContentDetail('friendLink', id);
  const save = useSaveContent('friendLink');
  const tf = (key: string) => t(`admin.content.friendLinks.${key}`);
  const rule = (field: keyof FriendLinkForm) => zodFieldRule(friendLinkForm, field, t);
  const initialValues = useMemo<Partial<FriendLinkForm> | undefined>(
    () => (id === null ? { sortOrder: 0 } : detail.data ? toForm(detail.data) : undefined),
    [id, detail.data],
  );

  return (
    <EditDialog<FriendLinkForm>
      open={editing !== null}
      title={id === null ? tf('createTitle') : tf('editTitle')}
      initialValues={initialValues}
      success={t('admin.content.done.saved')}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync(id === null ? { ...values, requestKey: editing?.requestKey } : { ...values, id })
      }
    >
      {id !== null && detail.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : id !== null && detail.isError ? (
        <Alert type="error" showIcon title={apiErrorText(detail.error, t)} />
      ) : (
        <>
          <Form.Item name="name" label={tf('name')} required rules={[rule('name')]}>
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item name="url" label={tf('url')} required rules={[rule('url')]}>
            <Input placeholder={tf('urlPlaceholder')} maxLength={500} />
          </Form.Item>
          <Form.Item name="logoUrl" label={tf('logoUrl')} required rules={[rule('logoUrl')]}>
            <ImageUpload label={tf('logoUrl')} />
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
