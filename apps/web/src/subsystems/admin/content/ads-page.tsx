import { useMemo, useState } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AD_POSITION_WEB_INDEX, AD_TYPES } from '@scf/shared/schemas/content';
import { AD_TYPE_VALUES, adForm } from '@scf/shared/schemas/content-admin';
import type { AdForm, AdminAdRow, ContentStatus } from '@scf/shared/schemas/content-admin';
import { EditDialog, ListPage, usePaging } from '@/components/admin';
import { apiErrorText, useDebouncedValue, zodFieldRule } from '@/lib/form';
import type { Editing } from './lib/request-key';
import { newRequestKey } from './lib/request-key';
import { useAdTargets, useContentDetail, useContentList, useSaveContent } from './api/content-api';
import {
  KeywordFilter,
  StatusFilter,
  StatusTag,
  useContentRights,
  useRowMoves,
} from './components/content-moves';
import { DateTimeField } from './components/date-fields';
import { ImageUpload } from './components/image-upload';
import { dateTimeText } from './lib/format';
import styles from './components/content.module.css';

/** Positions the portal shows ads at; an operator may name others for pages to come. */
const KNOWN_POSITIONS = [AD_POSITION_WEB_INDEX];

const toForm = (row: AdminAdRow): AdForm => ({
  positionCode: row.positionCode,
  title: row.title,
  imageUrl: row.imageUrl,
  adType: row.adType,
  attachment: row.attachment ?? undefined,
  hyperlink: row.hyperlink ?? undefined,
  sortOrder: row.sortOrder,
  startAt: row.startAt ?? undefined,
  endAt: row.endAt ?? undefined,
});

/**
 * /admin/content/ads: ads by site position (web_index: the home banner), each opening a news
 * article, a policy, a product or a link, in their order, within an optional display window.
 */
export function AdsPage() {
  const { t } = useTranslation();
  const { paging, setPaging, firstPage } = usePaging();
  const [positionCode, setPositionCode] = useState<string | undefined>();
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useContentList('ad', { ...paging, positionCode, status, keyword });
  const can = useContentRights();
  const moves = useRowMoves('ad', (id) => setEditing({ id }));
  const ta = (key: string) => t(`admin.content.ads.${key}`);
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  const target = (row: AdminAdRow) => {
    if (row.adType === AD_TYPES.link) return row.hyperlink;
    return row.attachmentName ?? <Typography.Text type="danger">{ta('targetMissing')}</Typography.Text>;
  };

  return (
    <ListPage<AdminAdRow>
      title={t('app.routes.contentAds')}
      actions={
        can.edit ? (
          <Button type="primary" onClick={() => setEditing({ id: null, requestKey: newRequestKey() })}>
            {ta('create')}
          </Button>
        ) : null
      }
      filters={
        <>
          <Select<string>
            allowClear
            style={{ width: 160 }}
            aria-label={ta('positionCode')}
            placeholder={ta('allPositions')}
            value={positionCode}
            onChange={filter(setPositionCode)}
            options={KNOWN_POSITIONS.map((code) => ({ value: code, label: code }))}
          />
          <StatusFilter value={status} onChange={filter(setStatus)} />
          <KeywordFilter onSearch={filter(setKeyword)} />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={ta('empty')}
      columns={[
        {
          title: ta('imageUrl'),
          render: (_, row) => <img className={styles.thumb} src={row.imageUrl} alt={row.title} />,
        },
        { title: ta('title'), dataIndex: 'title' },
        { title: t('admin.content.filters.status'), render: (_, row) => <StatusTag status={row.status} /> },
        { title: ta('positionCode'), dataIndex: 'positionCode' },
        {
          title: ta('adType'),
          render: (_, row) => ta(`types.${row.adType}`),
        },
        { title: ta('target'), render: (_, row) => target(row) },
        { title: t('admin.content.common.sortOrder'), dataIndex: 'sortOrder' },
        {
          title: ta('window'),
          render: (_, row) =>
            row.startAt || row.endAt
              ? `${dateTimeText(row.startAt) || ta('always')} ~ ${dateTimeText(row.endAt) || ta('always')}`
              : ta('always'),
        },
        {
          title: t('admin.content.actions.operations'),
          fixed: 'right',
          render: (_, row) => moves(row, row.title),
        },
      ]}
    >
      <AdDialog editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

function AdDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing?.id ?? null;
  const detail = useContentDetail('ad', id);
  const save = useSaveContent('ad');
  const ta = (key: string) => t(`admin.content.ads.${key}`);
  const initialValues = useMemo<Partial<AdForm> | undefined>(
    () =>
      id === null
        ? { positionCode: AD_POSITION_WEB_INDEX, adType: AD_TYPES.news, sortOrder: 0 }
        : detail.data
          ? toForm(detail.data)
          : undefined,
    [id, detail.data],
  );

  return (
    <EditDialog<AdForm>
      open={editing !== null}
      title={id === null ? ta('createTitle') : ta('editTitle')}
      width={760}
      initialValues={initialValues}
      success={t('admin.content.done.saved')}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync(id === null ? { ...values, requestKey: editing?.requestKey } : { ...values, id })
      }
    >
      {(form) =>
        id !== null && detail.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : id !== null && detail.isError ? (
          <Alert type="error" showIcon title={apiErrorText(detail.error, t)} />
        ) : (
          <AdFields form={form} current={detail.data} />
        )
      }
    </EditDialog>
  );
}

function AdFields({ form, current }: { form: FormInstance<AdForm>; current: AdminAdRow | undefined }) {
  const { t } = useTranslation();
  const ta = (key: string) => t(`admin.content.ads.${key}`);
  const rule = (field: keyof AdForm) => zodFieldRule(adForm, field, t);
  const adType = Form.useWatch('adType', form) as number | undefined;
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search, 300);
  const targets = useAdTargets(adType, keyword);
  const link = adType === AD_TYPES.link;

  // The ad's current target stays choosable even when the search does not find it.
  const options = [
    ...(current?.attachment && current.adType === adType && !keyword
      ? [{ id: current.attachment, name: current.attachmentName ?? current.attachment, live: true }]
      : []),
    ...(targets.data?.rows ?? []).filter((row) => row.id !== current?.attachment || keyword),
  ].map((row) => ({ value: row.id, label: row.live ? row.name : `${row.name}${ta('notLive')}` }));
  const half = { xs: 24, md: 12 };

  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="positionCode"
            label={ta('positionCode')}
            extra={ta('positionHint')}
            required
            rules={[rule('positionCode')]}
          >
            <AutoComplete options={KNOWN_POSITIONS.map((code) => ({ value: code }))} maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="title" label={ta('title')} required rules={[rule('title')]}>
            <Input maxLength={50} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="imageUrl" label={ta('imageUrl')} required rules={[rule('imageUrl')]}>
        <ImageUpload label={ta('imageUrl')} />
      </Form.Item>
      <Form.Item name="adType" label={ta('adType')} required rules={[rule('adType')]}>
        <Radio.Group
          optionType="button"
          onChange={() => form.setFieldsValue({ attachment: undefined })}
          options={AD_TYPE_VALUES.map((value) => ({ value, label: ta(`types.${value}`) }))}
        />
      </Form.Item>
      {link ? (
        <Form.Item
          name="hyperlink"
          label={ta('hyperlink')}
          required
          dependencies={['adType']}
          rules={[rule('hyperlink')]}
        >
          <Input placeholder={ta('hyperlinkPlaceholder')} maxLength={500} />
        </Form.Item>
      ) : (
        <Form.Item
          name="attachment"
          label={ta('attachment')}
          required
          dependencies={['adType']}
          rules={[rule('attachment')]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={ta('attachmentPlaceholder')}
            loading={targets.isFetching}
            options={options}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="sortOrder"
            label={t('admin.content.common.sortOrder')}
            extra={t('admin.content.common.sortOrderHint')}
            rules={[rule('sortOrder')]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="startAt" label={ta('startAt')} rules={[rule('startAt')]}>
            <DateTimeField />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="endAt" label={ta('endAt')} dependencies={['startAt']} rules={[rule('endAt')]}>
            <DateTimeField />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
