import { Button, Form } from 'antd';
import { Input } from '@/components/light-input';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { LIMITS } from '@scf/shared/schemas/limits';
import { errorCode } from '@/lib/form/api-error-text';
import { resendWaitOf } from '@/lib/form/resend-wait';
import { useCountdown } from '@/lib/form/use-countdown';
import { useCheckCode } from '@/shell/auth-api/get-check-code';
import { useSendLoginSms } from '@/shell/auth-api/get-verify-code';
import { useLogin } from '@/shell/auth-api/login';
import { useFeedback } from '@/lib/feedback';
import { useCompleteSignIn } from '../after-sign-in';
import { loginRule } from '../login-rules';
import { useReportError } from '../use-report-error';
import { CheckCodeInput } from './check-code-input';
import { SmsCodeInput } from './sms-code-input';

interface MobileLoginValues {
  mobile: string;
  checkcode: string;
  verifyCode: string;
}

/** Mobile mode: mobile number, the 4-character image code, and the SMS code it unlocks. */
export function MobileLoginForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<MobileLoginValues>();
  const reportError = useReportError();
  const completeSignIn = useCompleteSignIn();
  const login = useLogin(completeSignIn);
  const sendSms = useSendLoginSms();
  const countdown = useCountdown();
  const checkCode = useCheckCode('login', LIMITS.checkcodeMobile);

  const wrongCheckCode = () => {
    form.setFields([{ name: 'checkcode', value: '', errors: [t('errors.graphicCodeWrong')] }]);
    void checkCode.refetch();
  };

  const send = async () => {
    let values: Pick<MobileLoginValues, 'mobile' | 'checkcode'>;
    try {
      values = await form.validateFields(['mobile', 'checkcode']);
    } catch {
      return; // antd shows what is missing on the fields
    }
    if (!checkCode.data) return;
    try {
      const { resendAfterSeconds } = await sendSms.mutateAsync({
        mobile: values.mobile,
        checkCode: values.checkcode,
        reqSessionId: checkCode.data.cc,
        terminalType: 'pc',
      });
      countdown.start(resendAfterSeconds);
      void message.success(t('login.code.sent'));
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.GRAPHIC_CODE_WRONG) return wrongCheckCode();
      const wait = resendWaitOf(error);
      if (wait) countdown.start(wait);
      reportError(error);
    }
  };

  const submit = async ({ mobile, checkcode, verifyCode }: MobileLoginValues) => {
    if (!checkCode.data) return;
    try {
      await login.mutateAsync({
        loginType: 'mobile',
        mobile,
        checkcode,
        verifyCode,
        checkCodeToken: checkCode.data.cc,
      });
    } catch (error) {
      const code = errorCode(error);
      if (code === ERROR_CODES.GRAPHIC_CODE_WRONG) return wrongCheckCode();
      // An expired code cannot be retried: the user needs a new SMS, so the button is freed.
      if (code === ERROR_CODES.SMS_CODE_EXPIRED) {
        form.setFieldValue('verifyCode', '');
        countdown.reset();
      }
      reportError(error);
    }
  };

  return (
    <Form
      form={form}
      name="login-mobile"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      size="large"
    >
      <Form.Item
        name="mobile"
        label={t('login.fields.mobile')}
        rules={[loginRule((s) => s.mobileLoginForm.shape.username, t)]}
      >
        <Input
          placeholder={t('login.fields.mobilePlaceholder')}
          maxLength={LIMITS.mobile}
          inputMode="tel"
          autoComplete="tel-national"
        />
      </Form.Item>
      <Form.Item
        name="checkcode"
        label={t('login.fields.checkcode')}
        rules={[loginRule((s) => s.mobileLoginForm.shape.checkcode, t)]}
      >
        <CheckCodeInput
          length={LIMITS.checkcodeMobile}
          image={checkCode.data?.img}
          loading={checkCode.isFetching}
          onRefresh={() => void checkCode.refetch()}
          placeholder={t('login.fields.checkcodePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="verifyCode"
        label={t('login.fields.smsCode')}
        rules={[loginRule((s) => s.mobileLoginForm.shape.verifyCode, t)]}
      >
        <SmsCodeInput
          placeholder={t('login.fields.smsCodePlaceholder')}
          remaining={countdown.remaining}
          sending={sendSms.isPending}
          onSend={() => void send()}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
