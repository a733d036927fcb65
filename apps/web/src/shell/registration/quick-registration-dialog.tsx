import { useState } from 'react';
import { Button, Form, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_CODE } from '@/lib/request';
import { codeErrorAction, errorCode, useCountdown } from '@/lib/form';
import { useQuickReg } from '@/shell/auth-api/quick-reg';
import { useSendRegCode } from '@/shell/auth-api/send-reg-code';
import { GraphicCodeDialog } from '@/shell/login/components/graphic-code-dialog';
import { useGraphicCodeSms } from '@/shell/login/use-graphic-code-sms';
import { useReportError } from '@/shell/login/use-report-error';
import { useFeedback } from '@/lib/feedback';
import { ACCOUNT_FORM, AccountStep } from './components/account-step';
import type { AccountValues } from './components/account-step';
import { MOBILE_FORM, MobileStep } from './components/mobile-step';
import type { MobileValues } from './components/mobile-step';
import { RealNameDialog } from './components/real-name-dialog';
import styles from './components/registration.module.css';

export interface QuickRegistrationDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The enterprise quick-registration dialog (shell.md sections 2, 4, 5, 8): step 1 the account,
 * step 2 the mobile and its SMS code. Both forms stay mounted, so Previous keeps what was typed.
 */
export function QuickRegistrationDialog({ open, onClose }: QuickRegistrationDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const reportError = useReportError();
  const [accountForm] = Form.useForm<AccountValues>();
  const [mobileForm] = Form.useForm<MobileValues>();
  const [step, setStep] = useState<1 | 2>(1);
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const sendCode = useSendRegCode();
  const register = useQuickReg();
  const countdown = useCountdown();

  const restart = () => {
    accountForm.resetFields();
    mobileForm.resetFields();
    countdown.reset();
    setStep(1);
  };

  /** Moves between the steps as section 8 says for the code of a failed send or registration. */
  const applyErrorAction = (error: unknown) => {
    const action = codeErrorAction(errorCode(error) ?? NETWORK_ERROR_CODE);
    if (action.resetForms) restart();
    setStep(action.step);
  };

  const { askingCode, setAskingCode, send } = useGraphicCodeSms(
    countdown,
    ({ checkCode, cc }) =>
      sendCode.mutateAsync({ mobile: mobileForm.getFieldValue('mobile'), reqSessionId: cc, checkCode }),
    (error) => {
      reportError(error);
      applyErrorAction(error);
    },
  );

  const askForCode = async () => {
    try {
      await mobileForm.validateFields(['mobile']);
      setAskingCode(true);
    } catch {
      // The mobile field shows what is wrong with it.
    }
  };

  const confirm = async ({ mobile, smsCode }: MobileValues) => {
    const { userAccount, companyName, password } = accountForm.getFieldsValue();
    try {
      const reply = await register.mutateAsync({ userAccount, companyName, password, mobile, smsCode });
      void message.success(t('registration.success'));
      restart();
      onClose();
      setQrUrl(reply.qrUrl);
    } catch (error) {
      reportError(error);
      applyErrorAction(error);
    }
  };

  const footer =
    step === 1 ? (
      <Button type="primary" htmlType="submit" form={ACCOUNT_FORM}>
        {t('registration.buttons.next')}
      </Button>
    ) : (
      <>
        <Button onClick={() => setStep(1)}>{t('registration.buttons.previous')}</Button>
        <Button type="primary" htmlType="submit" form={MOBILE_FORM} loading={register.isPending}>
          {t('registration.buttons.confirm')}
        </Button>
      </>
    );

  return (
    <>
      <Modal open={open} title={t('registration.title')} onCancel={onClose} footer={footer} width={520}>
        <Steps
          className={styles.steps}
          current={step - 1}
          size="small"
          items={[{ title: t('registration.steps.account') }, { title: t('registration.steps.mobile') }]}
        />
        <AccountStep form={accountForm} active={step === 1} onNext={() => setStep(2)} />
        <MobileStep
          form={mobileForm}
          active={step === 2}
          remaining={countdown.remaining}
          sending={sendCode.isPending}
          onSend={() => void askForCode()}
          onConfirm={(values) => void confirm(values)}
        />
      </Modal>
      <GraphicCodeDialog
        open={askingCode}
        slot="registration"
        sending={sendCode.isPending}
        onCancel={() => setAskingCode(false)}
        onSubmit={send}
      />
      <RealNameDialog url={qrUrl} onClose={() => setQrUrl(null)} />
    </>
  );
}
