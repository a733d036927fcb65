import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { institutionChoice, staffForm } from '@scf/shared/schemas/organization';
import type { InstitutionOption } from '@scf/shared/schemas/organization';
import { EditDialog } from '@/components/admin';
import { isRequired, zodFieldRule, zodRule } from '@/lib/form';
import { useSaveStaff } from '../api/organization-api';
import type { StaffKind } from '../api/organization-api';
import { SECTION } from './staff-texts';

interface Values {
  institutionId?: string;
  name: string;
  mobile: string;
}

/** What the dialog edits: a row (edit) or nothing yet (add, in the institution chosen by default). */
export type StaffTarget =
  | { id: string; name: string; mobile: string; institutionName: string }
  | { id: null; institutionId?: string | undefined };

/**
 * Adds or edits a manager or salesman: name and mobile (the shared rules the server runs too); an
 * operator adding one picks the institution, an edit keeps it.
 */
export function StaffDialog({
  kind,
  target,
  institutions,
  chooseInstitution,
  onClose,
}: {
  kind: StaffKind;
  target: StaffTarget | null;
  institutions: InstitutionOption[];
  /** The user manages several institutions (an operator). */
  chooseInstitution: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveStaff(kind);
  const k = (key: string) => t(`admin.organization.${key}`);
  const editing = target !== null && target.id !== null ? target : null;
  // Stable while the dialog is open: the dialog resets the form whenever its initial values change.
  const initialValues = useMemo<Partial<Values> | undefined>(
    () =>
      target
        ? target.id === null
          ? { institutionId: target.institutionId }
          : { name: target.name, mobile: target.mobile }
        : undefined,
    [target],
  );
  const rule = (field: 'name' | 'mobile') => zodFieldRule(staffForm, field, t);

  return (
    <EditDialog<Values>
      open={target !== null}
      title={k(`${SECTION[kind]}.${editing ? 'editTitle' : 'addTitle'}`)}
      initialValues={initialValues}
      success={k(`${SECTION[kind]}.saved`)}
      width={520}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync({
          id: editing?.id,
          institutionId: editing ? undefined : values.institutionId,
          name: values.name,
          mobile: values.mobile,
        })
      }
    >
      {editing ? (
        <Form.Item label={k('form.institution')}>
          <Input value={editing.institutionName} disabled />
        </Form.Item>
      ) : chooseInstitution ? (
        <Form.Item
          name="institutionId"
          label={k('form.institution')}
          required
          rules={[zodRule(institutionChoice, t)]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('validation.orgInstitutionRequired')}
            options={institutions.map((i) => ({ value: i.id, label: i.shortName }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="name"
        label={k('form.name')}
        required={isRequired(staffForm.shape.name)}
        rules={[rule('name')]}
      >
        <Input placeholder={k('form.namePlaceholder')} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={k('form.mobile')}
        required={isRequired(staffForm.shape.mobile)}
        rules={[rule('mobile')]}
      >
        <Input
          placeholder={k('form.mobilePlaceholder')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form.Item>
    </EditDialog>
  );
}
