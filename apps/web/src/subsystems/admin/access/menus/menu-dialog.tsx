import { useMemo } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_ACCESS_LIMITS, MENU_TYPES, menuForm } from '@scf/shared/schemas/admin-access';
import type { MenuFormValues } from '@scf/shared/schemas/admin-access';
import { EditDialog } from '@/components/admin';
import { isRequired, zodFieldRule } from '@/lib/form';
import { useSaveMenu } from '../api/access-api';
import type { MenuRow } from './menu-rows';

/** A new root (parent null) or a page under a root, or an edit of a menu. */
export type MenuEditing = { kind: 'add'; parent: MenuRow | null } | { kind: 'edit'; menu: MenuRow };

type Field = keyof MenuFormValues & keyof typeof menuForm.shape;

/**
 * The menu form: code (fixed once saved: favourites refer to it), the name in the three languages,
 * the address, the type and the sort number.
 */
export function MenuDialog({ editing, onClose }: { editing: MenuEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.menus.${key}`, params);
  const save = useSaveMenu();
  const menu = editing?.kind === 'edit' ? editing.menu : null;
  const parent = editing?.kind === 'add' ? editing.parent : null;
  const initialValues = useMemo<Partial<MenuFormValues> | undefined>(() => {
    if (!editing) return undefined;
    if (editing.kind === 'add') return { parentId: editing.parent?.id, menuType: 'menu', url: '' };
    const { menu: m } = editing;
    return {
      parentId: m.parentId ?? undefined,
      menuCode: m.menuCode,
      nameZhCn: m.nameZhCn,
      nameZhTw: m.nameZhTw,
      nameEnUs: m.nameEnUs,
      url: m.url,
      menuType: m.menuType,
      sortOrder: m.sortOrder,
    };
  }, [editing]);
  const field = (name: Field) => ({
    name,
    required: isRequired(menuForm.shape[name]),
    rules: [zodFieldRule(menuForm, name, t)],
  });
  const title = menu
    ? k('dialog.edit')
    : parent
      ? k('dialog.addChild', { parent: parent.name })
      : k('dialog.add');

  return (
    <EditDialog<MenuFormValues>
      open={editing !== null}
      title={title}
      success={k('done.saved')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(menu ? { ...values, id: menu.id } : values)}
    >
      <Form.Item name="parentId" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        {...field('menuCode')}
        label={k('fields.menuCode')}
        extra={menu ? undefined : k('fields.menuCodeHint')}
      >
        <Input disabled={menu !== null} maxLength={ADMIN_ACCESS_LIMITS.menuCode} autoComplete="off" />
      </Form.Item>
      {(['nameZhCn', 'nameZhTw', 'nameEnUs'] as const).map((name) => (
        <Form.Item key={name} {...field(name)} label={k(`fields.${name}`)}>
          <Input maxLength={ADMIN_ACCESS_LIMITS.menuName} autoComplete="off" />
        </Form.Item>
      ))}
      <Form.Item {...field('menuType')} label={k('fields.menuType')}>
        <Radio.Group
          optionType="button"
          options={MENU_TYPES.map((type) => ({ value: type, label: k(`type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        {...field('url')}
        label={k('fields.url')}
        extra={k('fields.urlHint')}
        dependencies={['menuType', 'parentId']}
      >
        <Input maxLength={ADMIN_ACCESS_LIMITS.url} autoComplete="off" placeholder="/admin/roles" />
      </Form.Item>
      <Form.Item {...field('sortOrder')} label={k('fields.sortOrder')} extra={k('fields.sortOrderHint')}>
        <InputNumber min={0} max={ADMIN_ACCESS_LIMITS.sortOrderMax} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </EditDialog>
  );
}
