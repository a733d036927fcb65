import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { changePasswordForm } from '@scf/shared/schemas/account';
import { LIMITS, graphicCode, mobile, smsCode } from '@scf/shared/schemas/fields';
import { errorCode, resendWaitOf, useCountdown, zodRule } from '@/lib/form';
import { useModifyMobile } from '@/shell/user-api/modify-mobile';
import { useModifyMobileCheckCode, useModifyMobileSend } from '@/shell/user-api/modify-mobile-send';
import { useFeedback } from '@/lib/feedback';
import { ImageCode } from './image-code';
import styles from './personal.module.css';

interface MobileForm {
  password: string;
  mobile: string;
  imageCode: string;
  smsCode: string;
}

const STEP_PASSWORD = 0;
const STEP_MOBILE = 1;

/**
 * Change the mobile number (shell.md sections 2, 4, 5, 8): step 1 the login password; step 2 the
 * new mobile, the image code that guards the SMS, and the SMS code. The password is checked by the
 * server with the final request, so a wrong one (111052) comes back there.
 */
export function ChangeMobileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<MobileForm>();
  const [step, setStep] = useState(STEP_PASSWORD);
  const countdown = useCountdown();
  const checkCode = useModifyMobileCheckCode(open && step === STEP_MOBILE);
  const sending = useModifyMobileSend();
  const saving = useModifyMobile();

  const newImage = () => {
    form.setFieldValue('imageCode', '');
    void checkCode.refetch();
  };

  /**
   * 111052 (wrong password) and 111000 (wrong image code) reset what was wrong and refresh the
   * image code (shell.md section 8). A wrong password sends the user back to step 1; the SMS code
   * stays, since the server checks the password first and the code is still unused.
   */
  const recover = (error: unknown) => {
    const code = errorCode(error);
    if (code !== ERROR_CODES.PASSWORD_WRONG && code !== ERROR_CODES.GRAPHIC_CODE_WRONG) return;
    newImage();
    if (code === ERROR_CODES.PASSWORD_WRONG) {
      form.setFieldValue('password', '');
      setStep(STEP_PASSWORD);
    }
  };

  const close = () => {
    form.resetFields();
    countdown.reset();
    setStep(STEP_PASSWORD);
    onClose();
  };

  const next = async () => {
    await form.validateFields(['password']);
    setStep(STEP_MOBILE);
  };

  const send = async () => {
    const values = await form.validateFields(['mobile', 'imageCode']);
    const challenge = checkCode.data;
    if (!challenge) return;
    sending.mutate(
      { chkcodeReqId: challenge.cc, chkcode: values.imageCode, mobile: values.mobile },
      {
        onSuccess: () => {
          void message.success(t('userCentre.personal.mobile.sent'));
          countdown.start();
          // The challenge is spent; a resend needs a new one.
          newImage();
        },
        onError: (error) => {
          // Sent too recently (111005): count down what the server says is left, not invite a retry.
          const wait = resendWaitOf(error);
          if (wait) countdown.start(wait);
          recover(error);
        },
      },
    );
  };

  const confirm = async () => {
    await form.validateFields(['mobile', 'smsCode']);
    const { password, mobile: newMobile, smsCode: code } = form.getFieldsValue(true) as MobileForm;
    saving.mutate(
      { password, mobile: newMobile, smsCode: code },
      {
        onSuccess: () => {
          void message.success(t('userCentre.personal.mobile.success'));
          close();
        },
        onError: recover,
      },
    );
  };

  const onPasswordStep = step === STEP_PASSWORD;
  const footer = onPasswordStep ? (
    <Space>
      <Button onClick={close}>{t('userCentre.personal.cancel')}</Button>
      <Button type="primary" onClick={() => void next().catch(() => undefined)}>
        {t('userCentre.personal.mobile.next')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={() => setStep(STEP_PASSWORD)}>{t('userCentre.personal.mobile.previous')}</Button>
      <Button type="primary" loading={saving.isPending} onClick={() => void confirm().catch(() => undefined)}>
        {t('userCentre.personal.mobile.confirm')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('userCentre.personal.mobile.title')}
      footer={footer}
      onCancel={close}
      destroyOnHidden
      width={520}
    >
      <Steps
        className={styles.steps}
        size="small"
        current={step}
        items={[
          { title: t('userCentre.personal.mobile.stepPassword') },
          { title: t('userCentre.personal.mobile.stepMobile') },
        ]}
      />
      <Form form={form} name="change-mobile" layout="vertical" preserve>
        <Form.Item
          name="password"
          label={t('userCentre.personal.mobile.password')}
          required
          hidden={!onPasswordStep}
          rules={[zodRule(changePasswordForm.shape.pwd, t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('userCentre.personal.mobile.newMobile')}
          required
          hidden={onPasswordStep}
          rules={[zodRule(mobile, t)]}
        >
          <Input inputMode="numeric" maxLength={LIMITS.mobile} autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('userCentre.personal.mobile.imageCode')} required hidden={onPasswordStep}>
          <div className={styles.codeRow}>
            <Form.Item name="imageCode" noStyle rules={[zodRule(graphicCode, t)]}>
              <Input
                maxLength={LIMITS.graphicCode}
                autoComplete="off"
                aria-label={t('userCentre.personal.mobile.imageCode')}
              />
            </Form.Item>
            <ImageCode code={checkCode.data} loading={checkCode.isFetching} onRefresh={newImage} />
          </div>
        </Form.Item>
        <Form.Item label={t('userCentre.personal.mobile.smsCode')} required hidden={onPasswordStep}>
          <div className={styles.codeRow}>
            <Form.Item name="smsCode" noStyle rules={[zodRule(smsCode, t)]}>
              <Input
                inputMode="numeric"
                maxLength={LIMITS.smsCode}
                autoComplete="one-time-code"
                aria-label={t('userCentre.personal.mobile.smsCode')}
              />
            </Form.Item>
            <Button
              className={styles.sendButton}
              disabled={countdown.running}
              loading={sending.isPending}
              onClick={() => void send().catch(() => undefined)}
            >
              {countdown.running
                ? t('userCentre.personal.mobile.resend', { seconds: countdown.remaining })
                : t('userCentre.personal.mobile.send')}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
