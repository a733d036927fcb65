import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { quickRegRequest } from '@scf/shared/schemas/account';
import { LIMITS } from '@scf/shared/schemas/fields';
import { zodRule } from '@/lib/form';
import { SmsCodeInput } from '@/shell/login/components/sms-code-input';

/** The form's name, which antd also makes the id of the <form> and the prefix of its field ids. */
export const MOBILE_FORM = 'registration-mobile';

export interface MobileValues {
  mobile: string;
  smsCode: string;
}

/** Step 2: the mobile and its SMS code; the send button first asks for the graphic code. */
export function MobileStep({
  form,
  active,
  remaining,
  sending,
  onSend,
  onConfirm,
}: {
  form: FormInstance<MobileValues>;
  active: boolean;
  remaining: number;
  sending: boolean;
  onSend: () => void;
  onConfirm: (values: MobileValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} name={MOBILE_FORM} layout="vertical" onFinish={onConfirm} hidden={!active}>
      <Form.Item
        name="mobile"
        label={t('registration.fields.mobile')}
        rules={[zodRule(quickRegRequest.shape.mobile, t)]}
        required
      >
        <Input
          placeholder={t('registration.fields.mobilePlaceholder')}
          maxLength={LIMITS.mobile}
          inputMode="tel"
          autoComplete="tel-national"
        />
      </Form.Item>
      <Form.Item
        name="smsCode"
        label={t('registration.fields.smsCode')}
        rules={[zodRule(quickRegRequest.shape.smsCode, t)]}
        required
      >
        <SmsCodeInput
          placeholder={t('registration.fields.smsCodePlaceholder')}
          remaining={remaining}
          sending={sending}
          onSend={onSend}
        />
      </Form.Item>
    </Form>
  );
}
