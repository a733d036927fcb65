import { Button, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { CONTENT_STATUSES } from '@scf/shared/schemas/content-admin';
import type { ContentKind, ContentStatus } from '@scf/shared/schemas/content-admin';
import { useConfirmAction } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import { useMoveContent } from '../api/content-api';
import type { ContentMove } from '../api/content-api';

/** Published (green) or not. */
export function StatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'published' ? 'success' : 'default'}>{t(`admin.content.status.${status}`)}</Tag>
  );
}

/** What the operator may do with content: write (CONTENT_EDIT) and publish (CONTENT_PUBLISH). */
export function useContentRights() {
  return {
    edit: usePermission(PERMISSIONS.content.edit),
    publish: usePermission(PERMISSIONS.content.publish),
  };
}

/**
 * The moves of a row: edit, publish or withdraw (by its status), delete; each asked first (delete in
 * red), each shown only to who holds its right.
 */
export function useRowMoves(kind: ContentKind, onEdit: (id: string) => void) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const move = useMoveContent(kind);
  const can = useContentRights();

  return (row: { id: string; status: ContentStatus }, name: string) => {
    const ask = (m: ContentMove) =>
      confirm({
        title: `${t(`admin.content.actions.${m}`)} · ${name}`,
        content: t(`admin.content.confirm.${m}`),
        danger: m === 'delete',
        done: t(`admin.content.done.${m}`),
        run: () => move.mutateAsync({ move: m, id: row.id }),
      });
    return (
      <Space wrap size="small">
        {can.edit ? (
          <Button size="small" onClick={() => onEdit(row.id)}>
            {t('admin.content.actions.edit')}
          </Button>
        ) : null}
        {can.publish && row.status === 'unpublished' ? (
          <Button size="small" type="primary" ghost onClick={() => ask('publish')}>
            {t('admin.content.actions.publish')}
          </Button>
        ) : null}
        {can.publish && row.status === 'published' ? (
          <Button size="small" onClick={() => ask('unpublish')}>
            {t('admin.content.actions.unpublish')}
          </Button>
        ) : null}
        {can.edit ? (
          <Button size="small" danger onClick={() => ask('delete')}>
            {t('admin.content.actions.delete')}
          </Button>
        ) : null}
      </Space>
    );
  };
}

/** The status filter of the lists. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ContentStatus | undefined;
  onChange: (value: ContentStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<ContentStatus>
      allowClear
      style={{ width: 140 }}
      aria-label={t('admin.content.filters.status')}
      placeholder={t('admin.content.filters.allStatuses')}
      value={value}
      onChange={(next) => onChange(next)}
      options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`admin.content.status.${s}`) }))}
    />
  );
}

/** The keyword filter of the lists: searched on Enter or the search button, cleared with the ×. */
export function KeywordFilter({ onSearch }: { onSearch: (keyword: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      style={{ width: 240 }}
      maxLength={50}
      aria-label={t('admin.content.filters.keyword')}
      placeholder={t('admin.content.filters.keywordPlaceholder')}
      onSearch={(keyword) => onSearch(keyword.trim() || undefined)}
    />
  );
}
