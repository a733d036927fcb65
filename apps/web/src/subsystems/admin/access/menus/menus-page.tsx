import { useMemo, useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { ListPage, useConfirmAction } from '@/components/admin';
import { apiErrorText } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useFeedback } from '@/lib/feedback';
import { useMenuMove, useMenuTree, useMoveMenu } from '../api/access-api';
import { StatusTag } from '../components/status-tag';
import { ButtonsDialog } from './buttons-dialog';
import { MenuDialog } from './menu-dialog';
import { countOf, toRows } from './menu-rows';
import type { MenuRow } from './menu-rows';
import type { MenuEditing } from './menu-dialog';

/**
 * /admin/menus: the tenant's menu tree (roots, then their pages) with every language's name, the
 * address, type, order and visibility; add a root or a page under one, edit, move up and down,
 * hide and show (a hidden menu is served to nobody), set a page's buttons, delete one without
 * children — destructive moves asked first.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.menus.${key}`, params);
  const tree = useMenuTree();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [buttonsOf, setButtonsOf] = useState<MenuRow | null>(null);
  const confirm = useConfirmAction();
  const { message } = useFeedback();
  const { menu } = PERMISSIONS;
  const can = {
    add: usePermission(menu.add),
    edit: usePermission(menu.edit),
    delete: usePermission(menu.delete),
  };
  const move = useMoveMenu();
  const moves = { hide: useMenuMove('hide'), show: useMenuMove('show'), delete: useMenuMove('delete') };
  const rows = useMemo(() => (tree.data ? toRows(tree.data.rows) : undefined), [tree.data]);
  const query = { ...tree, data: rows && { rows, total: countOf(rows) } };

  const ask = (row: MenuRow, action: 'hide' | 'show' | 'delete') =>
    confirm({
      title: k(`confirm.${action}.title`, { name: row.name }),
      content: k(`confirm.${action}.content`),
      danger: action !== 'show',
      done: k(`done.${action}`),
      run: () => moves[action].mutateAsync({ id: row.id }),
    });

  // A move is not asked first: the opposite move undoes it.
  const shift = (row: MenuRow, direction: 'up' | 'down') =>
    move
      .mutateAsync({ id: row.id, direction })
      .then(() => void message.success(k('done.moved')))
      .catch((error: unknown) => void message.error(apiErrorText(error, t)));

  return (
    <ListPage<MenuRow>
      title={k('title')}
      actions={
        can.add ? (
          <Button type="primary" onClick={() => setEditing({ kind: 'add', parent: null })}>
            {k('actions.addRoot')}
          </Button>
        ) : null
      }
      rowKey="id"
      query={query}
      empty={k('empty')}
      columns={[
        { title: k('columns.name'), dataIndex: 'name' },
        { title: k('columns.code'), dataIndex: 'menuCode' },
        {
          title: k('columns.url'),
          render: (_, r) => (r.url ? <Typography.Text code>{r.url}</Typography.Text> : ''),
        },
        {
          title: k('columns.type'),
          // A root without an address only groups its pages.
          render: (_, r) => k(r.url === '' && r.parentId === null ? 'type.group' : `type.${r.menuType}`),
        },
        { title: k('columns.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
        {
          title: k('columns.visibility'),
          render: (_, r) => (
            <StatusTag on={!r.isHidden} label={k(r.isHidden ? 'visibility.hidden' : 'visibility.shown')} />
          ),
        },
        {
          title: k('columns.buttons'),
          render: (_, r) =>
            r.buttons.length > 0 ? <Tag>{k('buttonCount', { count: String(r.buttons.length) })}</Tag> : '',
        },
        {
          title: k('columns.operations'),
          fixed: 'right',
          render: (_, r) => (
            <Space wrap size={4}>
              {can.add && r.parentId === null ? (
                <Button size="small" type="link" onClick={() => setEditing({ kind: 'add', parent: r })}>
                  {k('actions.addChild')}
                </Button>
              ) : null}
              {can.edit ? (
                <>
                  <Button size="small" type="link" onClick={() => setEditing({ kind: 'edit', menu: r })}>
                    {k('actions.edit')}
                  </Button>
                  <Button size="small" type="link" disabled={r.first} onClick={() => shift(r, 'up')}>
                    {k('actions.up')}
                  </Button>
                  <Button size="small" type="link" disabled={r.last} onClick={() => shift(r, 'down')}>
                    {k('actions.down')}
                  </Button>
                  {r.isHidden ? (
                    <Button size="small" type="link" onClick={() => ask(r, 'show')}>
                      {k('actions.show')}
                    </Button>
                  ) : (
                    <Button size="small" type="link" danger onClick={() => ask(r, 'hide')}>
                      {k('actions.hide')}
                    </Button>
                  )}
                  {r.hasChildren ? null : (
                    <Button size="small" type="link" onClick={() => setButtonsOf(r)}>
                      {k('actions.buttons')}
                    </Button>
                  )}
                </>
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
      <MenuDialog editing={editing} onClose={() => setEditing(null)} />
      <ButtonsDialog menu={buttonsOf} onClose={() => setButtonsOf(null)} />
    </ListPage>
  );
}
