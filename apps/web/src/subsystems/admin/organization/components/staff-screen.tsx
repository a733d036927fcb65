import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Grid, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from '@/lib/dates/dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { ORGANIZATION_LIMITS, STAFF_STATUSES } from '@scf/shared/schemas/organization';
import type { StaffQuery, StaffStatus } from '@scf/shared/schemas/organization';
import { ListPage, useConfirmAction, usePaging } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import { useInstitutions, useStaffStatus } from '../api/organization-api';
import type { StaffKind } from '../api/organization-api';
import { StaffDialog } from './staff-dialog';
import type { StaffTarget } from './staff-dialog';
import { SECTION } from './staff-texts';

export interface StaffRowBase {
  id: string;
  institutionId: string;
  institutionName: string;
  name: string;
  mobile: string;
  status: StaffStatus;
  createdAt: string;
}

interface Filter {
  institutionId?: string | undefined;
  keyword?: string | undefined;
  mobile?: string | undefined;
  status?: StaffStatus | undefined;
}

export function StaffStatusTag({ status }: { status: StaffStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'active' ? 'green' : 'default'}>{t(`admin.organization.status.${status}`)}</Tag>
  );
}

export const formatTime = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/**
 * The list of an institution's managers or salesmen: filters (the institution for an operator,
 * name, mobile, status), the rows with their moves (edit, enable, disable, each confirmed) and the
 * add and edit dialog. The kind adds its own columns and moves.
 */
export function StaffScreen<R extends StaffRowBase>({
  kind,
  useList,
  extraColumns,
  extraActions,
  children,
}: {
  kind: StaffKind;
  useList: (query: StaffQuery) => UseQueryResult<{ rows: R[]; total: number }>;
  extraColumns: TableColumnsType<R>;
  extraActions?: (row: R) => ReactNode;
  /** Dialogs and drawers of the kind's own moves. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.organization.${key}`, params);
  const section = SECTION[kind];
  const { paging, setPaging, firstPage } = usePaging();
  // On a phone nothing is pinned, so the whole row scrolls sideways.
  const pinned = Grid.useBreakpoint().md === true;
  const [filter, setFilter] = useState<Filter>({});
  const [editing, setEditing] = useState<StaffTarget | null>(null);
  const institutions = useInstitutions();
  const institutionRows = institutions.data?.rows ?? [];
  // An operator manages every institution of the tenant; an institution user only its own.
  const chooseInstitution = institutionRows.length > 1;
  const list = useList({ ...filter, ...paging });
  const codes = kind === 'manager' ? PERMISSIONS.accountManager : PERMISSIONS.salesman;
  const can = {
    add: usePermission(codes.add),
    edit: usePermission(codes.edit),
    enable: usePermission(codes.enable),
    disable: usePermission(codes.disable),
  };
  const confirm = useConfirmAction();
  const enable = useStaffStatus(kind, 'enable');
  const disable = useStaffStatus(kind, 'disable');

  const change = (next: Filter) => {
    setFilter((current) => ({ ...current, ...next }));
    firstPage();
  };
  const ask = (row: R, move: 'enable' | 'disable') =>
    confirm({
      title: k(`${section}.${move}Title`, { name: row.name }),
      content: k(`${section}.${move}Content`),
      danger: move === 'disable',
      done: k(`${section}.${move}d`),
      run: () => (move === 'enable' ? enable : disable).mutateAsync({ id: row.id }),
    });

  const columns: TableColumnsType<R> = [
    { title: k('columns.name'), dataIndex: 'name', fixed: pinned ? 'left' : undefined },
    { title: k('columns.mobile'), dataIndex: 'mobile' },
    ...(chooseInstitution ? [{ title: k('columns.institution'), dataIndex: 'institutionName' }] : []),
    { title: k('columns.status'), render: (_, row) => <StaffStatusTag status={row.status} /> },
    ...extraColumns,
    { title: k('columns.createdAt'), render: (_, row) => formatTime(row.createdAt) },
    {
      title: k('columns.actions'),
      fixed: pinned ? 'right' : undefined,
      render: (_, row) => (
        <Space wrap size="small">
          {can.edit ? (
            <Button
              size="small"
              onClick={() =>
                setEditing({
                  id: row.id,
                  name: row.name,
                  mobile: row.mobile,
                  institutionName: row.institutionName,
                })
              }
            >
              {k('actions.edit')}
            </Button>
          ) : null}
          {extraActions?.(row)}
          {row.status === 'active' && can.disable ? (
            <Button size="small" danger onClick={() => ask(row, 'disable')}>
              {k('actions.disable')}
            </Button>
          ) : null}
          {row.status === 'disabled' && can.enable ? (
            <Button size="small" onClick={() => ask(row, 'enable')}>
              {k('actions.enable')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<R>
      title={
        !chooseInstitution && institutionRows[0]
          ? `${k(`${section}.title`)} · ${institutionRows[0].shortName}`
          : k(`${section}.title`)
      }
      actions={
        can.add ? (
          <Button
            type="primary"
            onClick={() => setEditing({ id: null, institutionId: filter.institutionId })}
          >
            {k(`${section}.add`)}
          </Button>
        ) : null
      }
      filters={
        <>
          {chooseInstitution ? (
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 200 }}
              aria-label={k('filters.institution')}
              placeholder={k('filters.allInstitutions')}
              value={filter.institutionId}
              onChange={(institutionId?: string) => change({ institutionId })}
              options={institutionRows.map((i) => ({ value: i.id, label: i.shortName }))}
            />
          ) : null}
          <Input.Search
            allowClear
            style={{ width: 200 }}
            aria-label={k('filters.keyword')}
            placeholder={k('filters.keyword')}
            maxLength={ORGANIZATION_LIMITS.name}
            onSearch={(value) => change({ keyword: value.trim() || undefined })}
          />
          <Input.Search
            allowClear
            style={{ width: 200 }}
            aria-label={k('filters.mobile')}
            placeholder={k('filters.mobile')}
            maxLength={11}
            inputMode="numeric"
            onSearch={(value) => change({ mobile: value.trim() || undefined })}
          />
          <Select
            allowClear
            style={{ width: 140 }}
            aria-label={k('filters.status')}
            placeholder={k('filters.allStatuses')}
            value={filter.status}
            onChange={(status?: StaffStatus) => change({ status })}
            options={STAFF_STATUSES.map((s) => ({ value: s, label: k(`status.${s}`) }))}
          />
        </>
      }
      rowKey="id"
      query={list}
      columns={columns}
      paging={paging}
      onPage={setPaging}
      empty={k(`${section}.empty`)}
    >
      <StaffDialog
        kind={kind}
        target={editing}
        institutions={institutionRows}
        chooseInstitution={chooseInstitution}
        onClose={() => setEditing(null)}
      />
      {children}
    </ListPage>
  );
}
