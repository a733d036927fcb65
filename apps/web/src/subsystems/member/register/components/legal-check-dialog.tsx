import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { legalCheckForm, MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { apiErrorText, keyedFieldText } from '@/lib/form';
import { ApiError } from '@/lib/request';
import { useFeedback } from '@/lib/feedback';
import { useCheckLegalCertNo } from '../api/check-legal-cert-no';
import { namedServerError } from '../lib/submission';
import { fieldProps } from './field-props';

const FORM = 'register-legal-check';

/**
 * The legal-representative check (needExtraCheck '1'): the last four digits of the legal
 * representative's mobile on record, checked by check_legal_cert_no (校验通过); the code then goes
 * with the registration as check_code.
 */
export function LegalCheckDialog({
  uscCode,
  onPassed,
  onCancel,
}: {
  /** The credit code to check; null keeps the dialog closed. */
  uscCode: string | null;
  onPassed: (checkCode: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ checkCode: string }>();
  const check = useCheckLegalCertNo();

  const submit = async ({ checkCode }: { checkCode: string }) => {
    if (uscCode === null) return;
    try {
      await check.mutateAsync({ uscCode, checkCode });
      void message.success(t('errors.legalCheckPassed'));
      form.resetFields();
      onPassed(checkCode);
    } catch (error) {
      // The refusal names the field (checkCode: …); the dialog shows only its words.
      const named = error instanceof ApiError ? namedServerError(error.data, error.info) : null;
      const text = named && (keyedFieldText(error) ?? named.message);
      form.setFields([{ name: 'checkCode', errors: [text ?? apiErrorText(error, t)] }]);
    }
  };

  return (
    <Modal
      open={uscCode !== null}
      title={t('member.register.legalCheck.title')}
      onCancel={onCancel}
      okText={t('member.register.legalCheck.ok')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: check.isPending }}
      destroyOnHidden
      width={420}
    >
      <p>{t('member.register.legalCheck.intro')}</p>
      <Form form={form} name={FORM} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          {...fieldProps(legalCheckForm, 'checkCode', t)}
          label={t('member.register.legalCheck.label')}
        >
          <Input
            maxLength={MEMBER_LIMITS.legalCheckCode}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('validation.legalCheckCodeFormat')}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
