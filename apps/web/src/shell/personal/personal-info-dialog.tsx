import { useId } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { modifyUserInfoRequest } from '@scf/shared/schemas/account';
import { LIMITS } from '@scf/shared/schemas/fields';
import { isRequired, zodRule } from '@/lib/form/zod-rule';
import type { CurrentUser } from '@scf/shared/schemas/account';
import { useCurrentUser } from '@/shell/user-api/get-current-user';
import { useModifyUserInfo } from '@/shell/user-api/modify-user-info';
import type { UserInfoChange } from '@/shell/user-api/modify-user-info';
import { useFeedback } from '@/lib/feedback';

type InfoForm = Required<UserInfoChange>;

const FORM_NAME = 'personal-info';

const fields = [
  { name: 'name', maxLength: LIMITS.name, autoComplete: 'name' },
  { name: 'jobNo', maxLength: LIMITS.jobNo, autoComplete: 'off' },
  { name: 'email', maxLength: LIMITS.email, autoComplete: 'email' },
  { name: 'position', maxLength: LIMITS.position, autoComplete: 'organization-title' },
] as const;

/**
 * Edit the signed-in user's name, job number, email and position (POST /api/user/modifyCurrUserInfo);
 * the mobile is shown read-only, since changing it needs the SMS check of its own dialog.
 */
export function PersonalInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const saving = useModifyUserInfo();

  const submit = (values: InfoForm) =>
    saving.mutate(values, {
      onSuccess: () => {
        void message.success(t('userCentre.personal.info.success'));
        onClose();
      },
    });
  // The form takes its values when it mounts; it waits for a refetch (after a save, or of stale
  // data) so that it never starts from the previous values.
  const ready = Boolean(user.data) && !user.isFetching;

  return (
    <Modal
      open={open}
      title={t('userCentre.personal.info.title')}
      okText={t('userCentre.personal.save')}
      cancelText={t('userCentre.personal.cancel')}
      confirmLoading={saving.isPending}
      // The form lives inside the dialog (a new one each time it opens); Save submits it by id.
      okButtonProps={{ disabled: !ready, htmlType: 'submit', form: FORM_NAME }}
      onCancel={onClose}
      loading={!ready}
      destroyOnHidden
    >
      {ready && user.data ? <InfoFields user={user.data} onSubmit={submit} /> : null}
    </Modal>
  );
}

function InfoFields({ user, onSubmit }: { user: CurrentUser; onSubmit: (values: InfoForm) => void }) {
  const { t } = useTranslation();
  const mobileId = useId();
  const shape = modifyUserInfoRequest.shape;

  return (
    <Form
      name={FORM_NAME}
      layout="vertical"
      onFinish={onSubmit}
      initialValues={{
        name: user.name,
        jobNo: user.jobNo ?? '',
        email: user.email ?? '',
        position: user.position ?? '',
      }}
    >
      {fields.map(({ name, maxLength, autoComplete }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`userCentre.personal.info.${name}`)}
          required={isRequired(shape[name])}
          rules={[zodRule(shape[name], t)]}
        >
          <Input maxLength={maxLength} showCount autoComplete={autoComplete} />
        </Form.Item>
      ))}
      <Form.Item label={t('userCentre.personal.info.mobile')} htmlFor={mobileId}>
        <Input id={mobileId} value={user.mobilePhone ?? ''} readOnly variant="filled" />
      </Form.Item>
    </Form>
  );
}
