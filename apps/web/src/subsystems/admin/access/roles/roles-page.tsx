import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { ROLE_STATUSES } from '@scf/shared/schemas/admin-access';
import type { RoleRow, RoleStatus } from '@scf/shared/schemas/admin-access';
import { ListPage, useConfirmAction, usePaging } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import { useRoleList, useRoleMove } from '../api/access-api';
import type { RoleMove } from '../api/access-api';
import { StatusTag } from '../components/status-tag';
import { RightsDialog } from './rights-dialog';
import { RoleDialog } from './role-dialog';

const dateOf = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale);

/**
 * /admin/roles: the tenant's roles with how many users hold each; add, rename, assign rights through
 * the menu tree, disable and enable, delete one nobody holds — each move asked first.
 */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.roles.${key}`, params);
  const { paging, setPaging, firstPage } = usePaging();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<RoleStatus | undefined>(undefined);
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [rightsOf, setRightsOf] = useState<RoleRow | null>(null);
  const list = useRoleList({ ...paging, keyword, status });
  const confirm = useConfirmAction();
  const { role } = PERMISSIONS;
  const can = {
    add: usePermission(role.add),
    edit: usePermission(role.edit),
    enable: usePermission(role.enable),
    disable: usePermission(role.disable),
    delete: usePermission(role.delete),
    rights: usePermission(role.assignRights),
  };
  const moves = {
    enable: useRoleMove('enable'),
    disable: useRoleMove('disable'),
    delete: useRoleMove('delete'),
  };

  const ask = (row: RoleRow, move: RoleMove) =>
    confirm({
      title: k(`confirm.${move}.title`, { name: row.name }),
      content: k(`confirm.${move}.content`),
      danger: move !== 'enable',
      done: k(`done.${move}`),
      run: () => moves[move].mutateAsync({ id: row.id }),
    });

  const search = () => {
    setKeyword(typed.trim() || undefined);
    firstPage();
  };

  return (
    <ListPage<RoleRow>
      title={k('title')}
      actions={
        can.add ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {k('actions.add')}
          </Button>
        ) : null
      }
      filters={
        <>
          <Input.Search
            allowClear
            style={{ width: 240 }}
            aria-label={k('filters.keyword')}
            placeholder={k('filters.keyword')}
            enterButton={k('filters.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={search}
          />
          <Select
            allowClear
            style={{ width: 140 }}
            aria-label={k('filters.status')}
            placeholder={k('filters.status')}
            value={status}
            onChange={(value?: RoleStatus) => {
              setStatus(value);
              firstPage();
            }}
            options={ROLE_STATUSES.map((s) => ({ value: s, label: k(`status.${s}`) }))}
          />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={k('empty')}
      columns={[
        { title: k('columns.code'), dataIndex: 'code' },
        { title: k('columns.name'), dataIndex: 'name' },
        {
          title: k('columns.status'),
          render: (_, r) => <StatusTag on={r.status === 'enabled'} label={k(`status.${r.status}`)} />,
        },
        { title: k('columns.userCount'), dataIndex: 'userCount', align: 'right' },
        { title: k('columns.createdAt'), render: (_, r) => dateOf(r.createdAt, i18n.language) },
        {
          title: k('columns.operations'),
          fixed: 'right',
          render: (_, r) => (
            <Space wrap size={4}>
              {can.edit ? (
                <Button size="small" type="link" onClick={() => setEditing(r)}>
                  {k('actions.edit')}
                </Button>
              ) : null}
              {can.rights ? (
                <Button size="small" type="link" onClick={() => setRightsOf(r)}>
                  {k('actions.rights')}
                </Button>
              ) : null}
              {r.status === 'enabled' && can.disable ? (
                <Button size="small" type="link" danger onClick={() => ask(r, 'disable')}>
                  {k('actions.disable')}
                </Button>
              ) : null}
              {r.status === 'disabled' && can.enable ? (
                <Button size="small" type="link" onClick={() => ask(r, 'enable')}>
                  {k('actions.enable')}
                </Button>
              ) : null}
              {can.delete ? (
                <Button size="small" type="link" danger onClick={() => ask(r, 'delete')}>
                  {k('actions.delete')}
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]}
    >
      <RoleDialog role={editing} onClose={() => setEditing(null)} />
      <RightsDialog role={rightsOf} onClose={() => setRightsOf(null)} />
    </ListPage>
  );
}
