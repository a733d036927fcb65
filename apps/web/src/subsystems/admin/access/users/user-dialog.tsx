import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@scf/shared/schemas/fields';
import { ADMIN_USER_TYPES, userAddForm, userEditForm } from '@scf/shared/schemas/admin-access';
import type { AdminUserType, UserAddFormValues, UserRow } from '@scf/shared/schemas/admin-access';
import { EditDialog } from '@/components/admin';
import { isRequired, zodFieldRule } from '@/lib/form';
import { useSaveUser, useUserOptions } from '../api/access-api';

type Values = UserAddFormValues;
type Field = keyof Values & keyof typeof userAddForm.shape;
interface FieldProps {
  name: Field;
  required: boolean;
  rules: FormRule[];
}

/**
 * Adds a user (account, type and a first password the user must change at first sign-in) or edits
 * one (name, mobile, roles, enterprise or institution). An enterprise user works for an enterprise,
 * an institution user for an institution; the form asks for the one the type needs.
 */
export function UserDialog({ user, onClose }: { user: UserRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.access.users.${key}`);
  const editing = user !== null && user !== 'new' ? user : null;
  const options = useUserOptions(user !== null);
  const save = useSaveUser();
  const initialValues = useMemo<Partial<Values> | undefined>(
    () =>
      editing
        ? {
            account: editing.account,
            userType: editing.userType,
            name: editing.name,
            mobile: editing.mobile ?? '',
            roleIds: editing.roles.map((r) => r.id),
            memberId: editing.memberId ?? undefined,
            institutionId: editing.institutionId ?? undefined,
          }
        : undefined,
    [editing],
  );
  // An edit checks the edit form's fields; the account and password are not edited.
  const field = (name: Field): FieldProps => {
    if (!editing)
      return {
        name,
        required: isRequired(userAddForm.shape[name]),
        rules: [zodFieldRule(userAddForm, name, t)],
      };
    if (!Object.hasOwn(userEditForm.shape, name)) return { name, required: false, rules: [] };
    const editField = name as keyof typeof userEditForm.shape;
    return {
      name,
      required: isRequired(userEditForm.shape[editField]),
      rules: [zodFieldRule(userEditForm, editField, t)],
    };
  };

  const submit = (values: Values) =>
    editing
      ? save.mutateAsync({
          id: editing.id,
          name: values.name,
          mobile: values.mobile,
          roleIds: values.roleIds,
          memberId: values.memberId,
          institutionId: values.institutionId,
        })
      : save.mutateAsync({ ...values, id: undefined });

  const body = (form: FormInstance<Values>) => (
    <Fields
      form={form}
      editing={editing !== null}
      field={field}
      options={options.data}
      loading={options.isPending}
    />
  );

  return (
    <EditDialog<Values>
      open={user !== null}
      title={k(editing ? 'dialog.edit' : 'dialog.add')}
      success={k('done.saved')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
    >
      {body}
    </EditDialog>
  );
}

function Fields({
  form,
  editing,
  field,
  options,
  loading,
}: {
  form: FormInstance<Values>;
  editing: boolean;
  field: (name: Field) => FieldProps;
  options: ReturnType<typeof useUserOptions>['data'];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.users.${key}`, params);
  const userType = Form.useWatch('userType', form) as AdminUserType | undefined;

  return (
    <>
      <Form.Item
        {...field('account')}
        label={k('fields.account')}
        extra={editing ? undefined : k('fields.accountHint')}
      >
        <Input disabled={editing} maxLength={LIMITS.username} autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('userType')} label={k('fields.userType')}>
        <Select
          disabled={editing}
          options={ADMIN_USER_TYPES.map((type) => ({ value: type, label: k(`userType.${type}`) }))}
          // The enterprise or institution belongs to the type it was picked for.
          onChange={() => form.setFieldsValue({ memberId: undefined, institutionId: undefined })}
        />
      </Form.Item>
      <Form.Item {...field('name')} label={k('fields.name')}>
        <Input maxLength={LIMITS.name} autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('mobile')} label={k('fields.mobile')}>
        <Input maxLength={LIMITS.mobile} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('roleIds')} label={k('fields.roles')}>
        <Select
          mode="multiple"
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options?.roles ?? []).map((role) => ({
            value: role.id,
            label: role.status === 'enabled' ? role.name : k('roleDisabled', { name: role.name }),
          }))}
        />
      </Form.Item>
      {userType === 'comp' ? (
        <Form.Item {...field('memberId')} label={k('fields.member')} dependencies={['userType']}>
          <Select
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(options?.members ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      ) : null}
      {userType === 'financeOrg' ? (
        <Form.Item {...field('institutionId')} label={k('fields.institution')} dependencies={['userType']}>
          <Select
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(options?.institutions ?? []).map((i) => ({ value: i.id, label: i.name }))}
          />
        </Form.Item>
      ) : null}
      {editing ? null : (
        <>
          <Form.Item {...field('password')} label={k('fields.password')} extra={k('fields.passwordHint')}>
            <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            {...field('confirmPassword')}
            label={k('fields.confirmPassword')}
            dependencies={['password']}
          >
            <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </>
  );
}
