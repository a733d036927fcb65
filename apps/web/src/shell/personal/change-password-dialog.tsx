import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '@scf/shared/schemas/account';
import { newPassword } from '@scf/shared/schemas/fields';
import { zodFieldRule, zodRule } from '@/lib/form/zod-rule';
import { useResetPassword } from '@/shell/user-api/reset-password';
import { useFeedback } from '@/lib/feedback';

interface PasswordForm {
  pwd: string;
  resetedPwd: string;
  confirmPwd: string;
}

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The forced change of a default password (checkDefaultPwd): no close button, no mask or Esc
   * closing, no cancel; `onClose` runs only after the password was changed.
   */
  forced?: boolean;
}

/** Change the login password (POST /api/user/resetPwd). */
export function ChangePasswordDialog({ open, onClose, forced = false }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordForm>();
  const saving = useResetPassword();

  const submit = ({ pwd, resetedPwd }: PasswordForm) =>
    saving.mutate(
      { pwd, resetedPwd },
      {
        onSuccess: () => {
          void message.success(t('userCentre.personal.password.success'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t(forced ? 'userCentre.personal.password.forcedTitle' : 'userCentre.personal.password.title')}
      okText={t('userCentre.personal.save')}
      cancelText={t('userCentre.personal.cancel')}
      confirmLoading={saving.isPending}
      onOk={() => form.submit()}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
      footer={forced ? (_, { OkBtn }) => <OkBtn /> : undefined}
      destroyOnHidden
    >
      {forced ? (
        <Alert
          type="warning"
          showIcon
          title={t('userCentre.personal.password.forcedNotice')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} name="change-password" layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="pwd"
          label={t('userCentre.personal.password.current')}
          required
          rules={[zodFieldRule(changePasswordForm, 'pwd', t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="resetedPwd"
          label={t('userCentre.personal.password.new')}
          required
          validateFirst
          // The platform's password rule (6-20 characters, three kinds) on top of the form's own.
          rules={[zodFieldRule(changePasswordForm, 'resetedPwd', t), zodRule(newPassword, t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPwd"
          label={t('userCentre.personal.password.confirm')}
          required
          dependencies={['resetedPwd']}
          rules={[zodFieldRule(changePasswordForm, 'confirmPwd', t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
