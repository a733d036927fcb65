import { useMemo } from 'react';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_PERMISSION_CODES } from '@scf/shared/permissions';
import type { PermissionCode } from '@scf/shared/permissions';
import { EditDialog } from '@/components/admin';
import { useMenuButtons } from '../api/access-api';
import type { MenuRow } from './menu-rows';

/** A page's buttons: the permission codes offered under it in the rights tree of roles. */
export function ButtonsDialog({ menu, onClose }: { menu: MenuRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.menus.buttons.${key}`, params);
  const save = useMenuButtons();
  const initialValues = useMemo(
    () => (menu ? { permissionCodes: menu.buttons as PermissionCode[] } : undefined),
    [menu],
  );
  const options = useMemo(
    () =>
      ALL_PERMISSION_CODES.map((code) => ({
        value: code,
        label: `${t(`admin.access.permissions.${code}`)} (${code})`,
      })),
    [t],
  );

  return (
    <EditDialog<{ permissionCodes: PermissionCode[] }>
      open={menu !== null}
      title={k('title', { name: menu?.name ?? '' })}
      success={t('admin.access.menus.done.buttons')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ id: menu?.id ?? '', permissionCodes: values.permissionCodes })}
    >
      <Typography.Paragraph type="secondary">{k('hint')}</Typography.Paragraph>
      <Form.Item name="permissionCodes" label={k('label')}>
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={options} />
      </Form.Item>
    </EditDialog>
  );
}
