import { useSyncExternalStore } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '@scf/shared/schemas/account';
import { zodRule } from '@/lib/form/zod-rule';
import { readUserInfo } from '@/lib/session';
import { logout, sessionAlreadyEnded } from '@/shell/user-api/logout';
import { unlock } from '@/shell/user-api/unlock';
import { isScreenLocked, subscribeLock, unlockScreen } from './lock-store';
import styles from './lock-screen.module.css';

/** Above antd's dialogs (1000), below its messages (2010), so the reason of a failed unlock shows. */
export const LOCK_SCREEN_Z_INDEX = 1900;

interface LockForm {
  password: string;
}

/**
 * The full-screen overlay of return code -5: nothing behind it can be used until the user unlocks
 * with the login password (POST /api/user/unlock) or signs out.
 */
export function LockScreen({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const locked = useSyncExternalStore(subscribeLock, isScreenLocked);
  const [form] = Form.useForm<LockForm>();
  const queryClient = useQueryClient();

  const unlocking = useMutation({
    mutationFn: ({ password }: LockForm) => unlock(password),
    onSuccess: () => {
      unlockScreen();
      form.resetFields();
      // What failed while the screen was locked is fetched again now that it can succeed.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      form.setFieldValue('password', '');
      // The session is over: the 确认登录 dialog takes over, and it must not sit behind this overlay.
      if (sessionAlreadyEnded(error)) unlockScreen();
    },
  });

  const signOut = () => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        unlockScreen();
        form.resetFields();
        onSignOut();
      });
  };

  const name = locked ? readUserInfo()?.name : undefined;
  return (
    <Modal
      open={locked}
      title={t('userCentre.lockScreen.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
      width={400}
      zIndex={LOCK_SCREEN_Z_INDEX}
      rootClassName={styles.root}
    >
      <div className={styles.body}>
        <LockOutlined className={styles.icon} aria-hidden="true" />
        {name ? <Typography.Text strong>{name}</Typography.Text> : null}
        <Typography.Paragraph type="secondary">{t('errors.locked')}</Typography.Paragraph>
      </div>
      <Form
        form={form}
        name="lock-screen"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => unlocking.mutate(values)}
      >
        <Form.Item
          name="password"
          label={t('userCentre.lockScreen.password')}
          rules={[zodRule(changePasswordForm.shape.pwd, t)]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={unlocking.isPending}>
          {t('userCentre.lockScreen.unlock')}
        </Button>
        <Button type="link" block className={styles.signOut} onClick={signOut}>
          {t('userCentre.lockScreen.signOut')}
        </Button>
      </Form>
    </Modal>
  );
}
