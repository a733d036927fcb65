import { useState } from 'react';
import { Button, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { ADMIN_USER_TYPES, USER_STATUSES } from '@scf/shared/schemas/admin-access';
import type { AdminUserType, UserRow, UserStatus } from '@scf/shared/schemas/admin-access';
import { ListPage, useConfirmAction, usePaging } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import { readUserInfo } from '@/lib/session';
import { useUserList, useUserMove } from '../api/access-api';
import { StatusTag } from '../components/status-tag';
import { UserDialog } from './user-dialog';

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });

/**
 * /admin/users: the tenant's user accounts with their roles, enterprise or institution, status and
 * last sign-in; add one with a first password, edit, disable (their sessions end) and enable.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.users.${key}`, params);
  const { paging, setPaging, firstPage } = usePaging();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [userType, setUserType] = useState<AdminUserType | undefined>(undefined);
  const [status, setStatus] = useState<UserStatus | undefined>(undefined);
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const list = useUserList({ ...paging, keyword, userType, status });
  const confirm = useConfirmAction();
  const { user } = PERMISSIONS;
  const can = {
    add: usePermission(user.add),
    edit: usePermission(user.edit),
    enable: usePermission(user.enable),
    disable: usePermission(user.disable),
  };
  const moves = { enable: useUserMove('enable'), disable: useUserMove('disable') };
  // Nobody disables themselves (the server refuses it too).
  const selfId = readUserInfo()?.userId;

  const ask = (row: UserRow, move: 'enable' | 'disable') =>
    confirm({
      title: k(`confirm.${move}.title`, { name: row.name }),
      content: k(`confirm.${move}.content`),
      danger: move === 'disable',
      done: k(`done.${move}`),
      run: () => moves[move].mutateAsync({ id: row.id }),
    });

  return (
    <ListPage<UserRow>
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
            style={{ width: 260 }}
            aria-label={k('filters.keyword')}
            placeholder={k('filters.keyword')}
            enterButton={t('admin.access.roles.filters.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={() => {
              setKeyword(typed.trim() || undefined);
              firstPage();
            }}
          />
          <Select
            allowClear
            style={{ width: 160 }}
            aria-label={k('filters.userType')}
            placeholder={k('filters.userType')}
            value={userType}
            onChange={(value?: AdminUserType) => {
              setUserType(value);
              firstPage();
            }}
            options={ADMIN_USER_TYPES.map((type) => ({ value: type, label: k(`userType.${type}`) }))}
          />
          <Select
            allowClear
            style={{ width: 120 }}
            aria-label={k('filters.status')}
            placeholder={k('filters.status')}
            value={status}
            onChange={(value?: UserStatus) => {
              setStatus(value);
              firstPage();
            }}
            options={USER_STATUSES.map((s) => ({ value: s, label: k(`status.${s}`) }))}
          />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={k('empty')}
      columns={[
        { title: k('columns.account'), dataIndex: 'account' },
        { title: k('columns.name'), dataIndex: 'name' },
        { title: k('columns.mobile'), render: (_, r) => r.mobile ?? '' },
        { title: k('columns.userType'), render: (_, r) => k(`userType.${r.userType}`) },
        {
          title: k('columns.roles'),
          render: (_, r) => (
            <Space size={[0, 4]} wrap>
              {r.roles.map((role) => (
                <Tag key={role.id} color={role.status === 'enabled' ? 'blue' : 'default'}>
                  {role.status === 'enabled' ? role.name : k('roleDisabled', { name: role.name })}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: k('columns.affiliation'), render: (_, r) => r.memberName ?? r.institutionName ?? '' },
        {
          title: k('columns.status'),
          render: (_, r) => (
            <Space size={4}>
              <StatusTag on={r.status === 'active'} label={k(`status.${r.status}`)} />
              {r.passwordIsDefault ? <Tag color="warning">{k('defaultPassword')}</Tag> : null}
            </Space>
          ),
        },
        {
          title: k('columns.lastLogin'),
          render: (_, r) => (r.lastLoginAt ? timeOf(r.lastLoginAt, i18n.language) : k('neverSignedIn')),
        },
        {
          title: k('columns.operations'),
          fixed: 'right',
          render: (_, r) => (
            <Space size={4}>
              {can.edit ? (
                <Button size="small" type="link" onClick={() => setEditing(r)}>
                  {k('actions.edit')}
                </Button>
              ) : null}
              {r.status === 'active' && can.disable && r.id !== selfId ? (
                <Button size="small" type="link" danger onClick={() => ask(r, 'disable')}>
                  {k('actions.disable')}
                </Button>
              ) : null}
              {r.status === 'disabled' && can.enable ? (
                <Button size="small" type="link" onClick={() => ask(r, 'enable')}>
                  {k('actions.enable')}
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]}
    >
      <UserDialog user={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
