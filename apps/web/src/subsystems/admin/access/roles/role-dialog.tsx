import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_ACCESS_LIMITS, roleForm } from '@scf/shared/schemas/admin-access';
import type { RoleFormValues, RoleRow } from '@scf/shared/schemas/admin-access';
import { EditDialog } from '@/components/admin';
import { isRequired, zodFieldRule } from '@/lib/form';
import { useSaveRole } from '../api/access-api';

/** Adds a role (code and name) or renames one: the code is what users and rights know it by. */
export function RoleDialog({ role, onClose }: { role: RoleRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.access.roles.${key}`);
  const save = useSaveRole();
  const editing = role !== null && role !== 'new' ? role : null;
  const initialValues = useMemo(
    () => (editing ? { code: editing.code, name: editing.name } : undefined),
    [editing],
  );
  const field = (name: keyof RoleFormValues) => ({
    name,
    required: isRequired(roleForm.shape[name]),
    rules: [zodFieldRule(roleForm, name, t)],
  });

  return (
    <EditDialog<RoleFormValues>
      open={role !== null}
      title={k(editing ? 'dialog.edit' : 'dialog.add')}
      success={k('done.saved')}
      width={520}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync(
          editing ? { id: editing.id, name: values.name } : { code: values.code, name: values.name },
        )
      }
    >
      <Form.Item
        {...field('code')}
        label={k('fields.code')}
        extra={editing ? undefined : k('fields.codeHint')}
      >
        <Input disabled={editing !== null} maxLength={ADMIN_ACCESS_LIMITS.roleCode} autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('name')} label={k('fields.name')}>
        <Input maxLength={ADMIN_ACCESS_LIMITS.roleName} showCount autoComplete="off" />
      </Form.Item>
    </EditDialog>
  );
}
