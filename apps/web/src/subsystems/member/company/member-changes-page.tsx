import { useState } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_CHANGE_LIMITS, MEMBER_CHANGE_STATUSES } from '@scf/shared/schemas/member-change';
import type { MemberChangeRow, MemberChangeStatus } from '@scf/shared/schemas/member-change';
import { ListPage, usePaging } from '@/components/admin';
import { useChangeList } from './api/company-api';
import { ChangeDrawer } from './components/change-drawer';
import { ChangeStatusTag } from './components/status-tag';
import { formatTime } from './lib/format';
import styles from './company.module.css';

const isStatus = (value: string | null): value is MemberChangeStatus =>
  (MEMBER_CHANGE_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /admin/memberChanges: every change of the tenant's enterprises to their registered details,
 * pending ones first, filtered by status and enterprise (name or credit code; `?keyword=` and
 * `?status=` in the address, so another screen can link to one enterprise's changes), and a drawer
 * with one change, the enterprise's history and the decisions.
 */
export function MemberChangesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [typed, setTyped] = useState(keyword);
  const { paging, setPaging, firstPage } = usePaging(MEMBER_CHANGE_LIMITS.pageSize);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useChangeList({ ...paging, status, keyword: keyword || undefined });
  const r = (key: string) => t(`member.company.review.${key}`);
  const h = (key: string) => t(`member.company.history.${key}`);

  const filter = (next: { keyword?: string; status?: MemberChangeStatus | undefined }) => {
    const merged = { keyword, status, ...next };
    const search = new URLSearchParams();
    if (merged.keyword) search.set('keyword', merged.keyword);
    if (merged.status) search.set('status', merged.status);
    setParams(search, { replace: true });
    firstPage();
  };
  const showEnterprise = (usccCode: string) => {
    setTyped(usccCode);
    setOpenId(null);
    filter({ keyword: usccCode });
  };

  return (
    <ListPage<MemberChangeRow>
      title={r('title')}
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={r('empty')}
      filters={
        <>
          <Select<MemberChangeStatus>
            allowClear
            className={styles.filter}
            aria-label={r('status')}
            placeholder={r('allStatuses')}
            value={status}
            onChange={(value) => filter({ status: value })}
            options={MEMBER_CHANGE_STATUSES.map((s) => ({
              value: s,
              label: t(`member.company.status.${s}`),
            }))}
          />
          <Input.Search
            allowClear
            className={styles.keyword}
            aria-label={r('keyword')}
            placeholder={r('keyword')}
            maxLength={MEMBER_CHANGE_LIMITS.keyword}
            enterButton={r('search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => filter({ keyword: value.trim() })}
          />
        </>
      }
      columns={[
        {
          key: 'enterprise',
          title: r('enterprise'),
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <Button type="link" className={styles.nameLink} onClick={() => setOpenId(row.id)}>
                {row.enterpriseName}
              </Button>
              <Typography.Text type="secondary">{row.usccCode}</Typography.Text>
            </Space>
          ),
        },
        {
          key: 'fields',
          title: r('fields'),
          render: (_, row) => row.changes.map((c) => t(`member.company.fields.${c.field}`)).join('、'),
        },
        { key: 'requestedBy', title: h('requestedBy'), render: (_, row) => row.requestedByName ?? '—' },
        { key: 'createdAt', title: h('createdAt'), render: (_, row) => formatTime(row.createdAt) },
        { key: 'status', title: h('status'), render: (_, row) => <ChangeStatusTag status={row.status} /> },
        { key: 'reviewer', title: h('reviewer'), render: (_, row) => row.reviewerName ?? '—' },
        {
          key: 'actions',
          title: r('actions'),
          fixed: 'right',
          render: (_, row) => (
            <Space wrap size={4}>
              <Button size="small" onClick={() => setOpenId(row.id)}>
                {r('open')}
              </Button>
              <Button size="small" type="link" onClick={() => showEnterprise(row.usccCode)}>
                {r('onlyThis')}
              </Button>
            </Space>
          ),
        },
      ]}
    >
      <ChangeDrawer id={openId} onClose={() => setOpenId(null)} onEnterprise={showEnterprise} />
    </ListPage>
  );
}
