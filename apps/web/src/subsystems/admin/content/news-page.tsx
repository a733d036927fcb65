import { useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_CENTER_SUB_TYPE } from '@scf/shared/schemas/content';
import { newsForm } from '@scf/shared/schemas/content-admin';
import type {
  AdminNewsDetail,
  AdminNewsRow,
  ContentStatus,
  NewsForm,
} from '@scf/shared/schemas/content-admin';
import { EditDialog, ListPage, usePaging } from '@/components/admin';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import type { Editing } from './lib/request-key';
import { newRequestKey } from './lib/request-key';
import { useContentDetail, useContentList, useNewsTypes, useSaveContent } from './api/content-api';
import {
  KeywordFilter,
  StatusFilter,
  StatusTag,
  useContentRights,
  useRowMoves,
} from './components/content-moves';
import { DateTimeField } from './components/date-fields';
import { ImageUpload } from './components/image-upload';
import { RichTextField } from './components/rich-text-field';
import { dateTimeText } from './lib/format';
import styles from './components/content.module.css';

const toForm = (row: AdminNewsDetail): NewsForm => ({
  articleName: row.articleName,
  subType: row.subType,
  articleRemark: row.articleRemark,
  articleSource: row.articleSource ?? undefined,
  articleSourceLink: row.articleSourceLink ?? undefined,
  logoImageUrl: row.logoImageUrl ?? undefined,
  publishDate: row.publishDate,
  content: row.content,
});

/**
 * /admin/content/news: the news of every sub-type (the help centre's articles too) with filters by
 * sub-type, status and title; write and edit an article in the rich-text editor, publish, withdraw,
 * delete. The portal shows a published article from the next request.
 */
export function NewsPage() {
  const { t } = useTranslation();
  const { paging, setPaging, firstPage } = usePaging();
  const [subType, setSubType] = useState<string | undefined>();
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useContentList('news', { ...paging, subType, status, keyword });
  const types = useNewsTypes();
  const can = useContentRights();
  const moves = useRowMoves('news', (id) => setEditing({ id }));
  const tn = (key: string) => t(`admin.content.news.${key}`);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  return (
    <ListPage<AdminNewsRow>
      title={t('app.routes.contentNews')}
      actions={
        can.edit ? (
          <Button type="primary" onClick={() => setEditing({ id: null, requestKey: newRequestKey() })}>
            {tn('create')}
          </Button>
        ) : null
      }
      filters={
        <>
          <Select<string>
            allowClear
            style={{ width: 160 }}
            aria-label={tn('type')}
            placeholder={tn('allTypes')}
            value={subType}
            onChange={filter(setSubType)}
            options={(types.data?.rows ?? []).map((type) => ({ value: type.code, label: type.name }))}
          />
          <StatusFilter value={status} onChange={filter(setStatus)} />
          <KeywordFilter onSearch={filter(setKeyword)} />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={tn('empty')}
      columns={[
        {
          title: tn('articleName'),
          render: (_, row) => (
            <Typography.Text className={styles.titleCell} ellipsis={{ tooltip: row.articleName }}>
              {row.articleName}
            </Typography.Text>
          ),
        },
        {
          title: tn('subType'),
          render: (_, row) => (
            <Tag color={row.subType === HELP_CENTER_SUB_TYPE ? 'purple' : 'blue'}>{row.subTypeName}</Tag>
          ),
        },
        { title: t('admin.content.filters.status'), render: (_, row) => <StatusTag status={row.status} /> },
        { title: tn('publishDate'), render: (_, row) => dateTimeText(row.publishDate) },
        { title: t('admin.content.common.updatedAt'), render: (_, row) => dateTimeText(row.updatedAt) },
        {
          title: t('admin.content.actions.operations'),
          fixed: 'right',
          render: (_, row) => moves(row, row.articleName),
        },
      ]}
    >
      <NewsDialog editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

function NewsDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id ?? null;
  const detail = useContentDetail('news', id);
  const types = useNewsTypes();
  const save = useSaveContent('news');
  const tn = (key: string) => t(`admin.content.news.${key}`);
  const rule = (field: keyof NewsForm) => zodFieldRule(newsForm, field, t);
  const initialValues = useMemo<Partial<NewsForm> | undefined>(
    () => (id === null ? { subType: 'platformNews' } : detail.data ? toForm(detail.data) : undefined),
    [id, detail.data],
  );
  const half = { xs: 24, md: 12 };

  return (
    <EditDialog<NewsForm>
      open={editing !== null}
      title={id === null ? tn('createTitle') : tn('editTitle')}
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
              <Form.Item name="articleName" label={tn('articleName')} required rules={[rule('articleName')]}>
                <Input maxLength={100} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="subType" label={tn('subType')} required rules={[rule('subType')]}>
                <Select
                  options={(types.data?.rows ?? []).map((type) => ({ value: type.code, label: type.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="articleRemark" label={tn('articleRemark')} rules={[rule('articleRemark')]}>
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="articleSource" label={tn('articleSource')} rules={[rule('articleSource')]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="articleSourceLink"
                label={tn('articleSourceLink')}
                rules={[rule('articleSourceLink')]}
              >
                <Input placeholder={tn('articleSourceLinkPlaceholder')} maxLength={500} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="logoImageUrl" label={tn('logoImageUrl')} rules={[rule('logoImageUrl')]}>
                <ImageUpload label={tn('logoImageUrl')} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="publishDate"
                label={tn('publishDate')}
                extra={tn('publishDateHint')}
                rules={[rule('publishDate')]}
              >
                <DateTimeField />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="content" label={tn('content')} required rules={[rule('content')]}>
            <RichTextField label={tn('content')} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}
