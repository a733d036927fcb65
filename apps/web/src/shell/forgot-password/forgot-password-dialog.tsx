import { useState } from 'react';
import { Button, Form, Input, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { mobileByAccountRequest } from '@scf/shared/schemas/account';
import { tenantChoice } from '@scf/shared/schemas/auth';
import { LIMITS } from '@scf/shared/schemas/fields';
import { useRuntimeConfig } from '@/lib/config';
import { NETWORK_ERROR_CODE } from '@/lib/request';
import { codeErrorAction, errorCode, useCountdown, zodFieldRule, zodRule } from '@/lib/form';
import { useForgetResetPwd } from '@/shell/auth-api/forget-reset-pwd';
import { useMobileByAccount } from '@/shell/auth-api/get-mobile-by-account';
import { useTenants } from '@/shell/auth-api/get-tenant-list';
import { useSendForgetSmsCode } from '@/shell/auth-api/send-forget-sms-code';
import { GraphicCodeDialog } from '@/shell/login/components/graphic-code-dialog';
import { useGraphicCodeSms } from '@/shell/login/use-graphic-code-sms';
import { PasswordStrength } from '@/shell/login/components/password-strength';
import { SmsCodeInput } from '@/shell/login/components/sms-code-input';
import { TenantSelect } from '@/shell/login/components/tenant-select';
import { useReportError } from '@/shell/login/use-report-error';
import { useFeedback } from '@/lib/feedback';
import { resetPasswordForm } from './reset-form';
import type { ResetPasswordValues } from './reset-form';
import styles from './forgot-password.module.css';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The forms' names, which antd also makes the ids of the <form>s and the prefixes of their field ids. */
const ACCOUNT_FORM = 'forgot-account';
const RESET_FORM = 'forgot-reset';

interface AccountValues {
  /** In tenant mode: accounts are unique per tenant only. */
  tenantId?: string;
  userAccount: string;
}

/**
 * The forgot-password dialog (shell.md sections 2, 4, 5, 8): step 1 the account, whose mobile the
 * server looks up; step 2 that mobile read-only, the SMS code and the new password.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { flags } = useRuntimeConfig();
  const reportError = useReportError();
  const [accountForm] = Form.useForm<AccountValues>();
  const [resetForm] = Form.useForm<ResetPasswordValues>();
  const newPassword = Form.useWatch('newPassword', resetForm);
  const [step, setStep] = useState<1 | 2>(1);
  /** The masked mobile of the account; step 2 is reachable only once the lookup returned one. */
  const [mobile, setMobile] = useState<string | null>(null);
  const lookup = useMobileByAccount();
  const tenants = useTenants(flags.isTenantMode);
  const sendCode = useSendForgetSmsCode();
  const reset = useForgetResetPwd();
  const countdown = useCountdown();
  const rule = (field: keyof ResetPasswordValues) => zodFieldRule(resetPasswordForm, field, t);

  const restart = () => {
    accountForm.resetFields();
    resetForm.resetFields();
    countdown.reset();
    setMobile(null);
    setStep(1);
  };

  const applyErrorAction = (error: unknown) => {
    const action = codeErrorAction(errorCode(error) ?? NETWORK_ERROR_CODE);
    if (action.resetForms) restart();
    // Back on step 1 the account may change, so its mobile must be looked up again.
    if (action.step === 1) setMobile(null);
    setStep(action.step);
  };

  const { askingCode, setAskingCode, send } = useGraphicCodeSms(
    countdown,
    ({ checkCode, cc }) =>
      sendCode.mutateAsync({
        userAccount: accountForm.getFieldValue('userAccount'),
        reqSessionId: cc,
        checkCode,
      }),
    (error) => {
      reportError(error);
      applyErrorAction(error);
    },
  );

  const next = async ({ tenantId, userAccount }: AccountValues) => {
    try {
      setMobile(await lookup.mutateAsync({ tenantId, userAccount }));
      setStep(2);
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.ACCOUNT_UNKNOWN) {
        accountForm.setFields([{ name: 'userAccount', errors: [t('validation.accountNotFound')] }]);
      } else {
        reportError(error);
      }
    }
  };

  const confirm = async ({ smsCode, newPassword }: ResetPasswordValues) => {
    try {
      await reset.mutateAsync({
        userAccount: accountForm.getFieldValue('userAccount'),
        smsCode,
        newPassword,
      });
      void message.success(t('forgotPassword.success'));
      restart();
      onClose();
    } catch (error) {
      reportError(error);
      applyErrorAction(error);
    }
  };

  const footer =
    step === 1 ? (
      <Button type="primary" htmlType="submit" form={ACCOUNT_FORM} loading={lookup.isPending}>
        {t('forgotPassword.buttons.next')}
      </Button>
    ) : (
      <>
        <Button onClick={() => setStep(1)}>{t('forgotPassword.buttons.previous')}</Button>
        <Button type="primary" htmlType="submit" form={RESET_FORM} loading={reset.isPending}>
          {t('forgotPassword.buttons.confirm')}
        </Button>
      </>
    );

  return (
    <>
      <Modal open={open} title={t('forgotPassword.title')} onCancel={onClose} footer={footer} width={520}>
        <Steps
          className={styles.steps}
          current={step - 1}
          size="small"
          items={[{ title: t('forgotPassword.steps.account') }, { title: t('forgotPassword.steps.reset') }]}
        />
        <Form
          form={accountForm}
          name={ACCOUNT_FORM}
          layout="vertical"
          onFinish={(values) => void next(values)}
          hidden={step !== 1}
        >
          {flags.isTenantMode && (
            <Form.Item
              name="tenantId"
              label={t('forgotPassword.fields.tenant')}
              rules={[zodRule(tenantChoice, t)]}
              required
            >
              <TenantSelect tenants={tenants} onChange={() => setMobile(null)} />
            </Form.Item>
          )}
          <Form.Item
            name="userAccount"
            label={t('forgotPassword.fields.userAccount')}
            rules={[zodRule(mobileByAccountRequest.shape.userAccount, t)]}
            required
          >
            <Input
              placeholder={t('forgotPassword.fields.userAccountPlaceholder')}
              maxLength={LIMITS.username}
              autoComplete="username"
              // A changed account needs a new lookup before step 2.
              onChange={() => setMobile(null)}
            />
          </Form.Item>
        </Form>
        <Form
          form={resetForm}
          name={RESET_FORM}
          layout="vertical"
          onFinish={(values) => void confirm(values)}
          hidden={step !== 2 || mobile === null}
        >
          <Form.Item label={t('forgotPassword.fields.mobile')} htmlFor={`${RESET_FORM}_mobile`}>
            <Input id={`${RESET_FORM}_mobile`} value={mobile ?? ''} readOnly variant="filled" />
          </Form.Item>
          <Form.Item
            name="smsCode"
            label={t('forgotPassword.fields.smsCode')}
            rules={[rule('smsCode')]}
            required
          >
            <SmsCodeInput
              placeholder={t('forgotPassword.fields.smsCodePlaceholder')}
              remaining={countdown.remaining}
              sending={sendCode.isPending}
              onSend={() => setAskingCode(true)}
            />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('forgotPassword.fields.newPassword')}
            rules={[rule('newPassword')]}
            required
            extra={<PasswordStrength value={newPassword} />}
          >
            <Input.Password
              placeholder={t('forgotPassword.fields.newPasswordPlaceholder')}
              maxLength={LIMITS.passwordMax}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('forgotPassword.fields.confirmPassword')}
            rules={[rule('confirmPassword')]}
            dependencies={['newPassword']}
            required
          >
            <Input.Password
              placeholder={t('forgotPassword.fields.confirmPasswordPlaceholder')}
              maxLength={LIMITS.passwordMax}
              autoComplete="new-password"
            />
          </Form.Item>
        </Form>
      </Modal>
      <GraphicCodeDialog
        open={askingCode}
        slot="registration"
        sending={sendCode.isPending}
        onCancel={() => setAskingCode(false)}
        onSubmit={send}
      />
    </>
  );
}
