import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { reasonRequest } from '@scf/shared/schemas/financing';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useFinancingMutation } from '../api/financing-api';

/**
 * A move that ends a request and needs a reason: the enterprise withdrawing (cancel), the
 * institution declining (decline) or the back office rejecting (audit_reject). Destructive, so its button is red and the text says what follows.
 */
export function ReasonDialog({
  requestId,
  path,
  texts,
  onClose,
}: {
  requestId: string | null;
  path: '/api/financing/cancel' | '/api/financing/decline' | '/api/financing/audit_reject';
  texts: { title: string; warning: string; ok: string; done: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason?: string }>();
  const move = useFinancingMutation<{ financeApplyId: string; reason: string }>(path);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || requestId === null) return;
    move.mutate(
      { financeApplyId: requestId, reason: values.reason ?? '' },
      {
        onSuccess: () => {
          void message.success(texts.done);
          form.resetFields();
          onClose();
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  return (
    <Modal
      open={requestId !== null}
      title={texts.title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={texts.ok}
      okButtonProps={{ danger: true }}
      cancelText={t('finance.common.cancel')}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <p>{texts.warning}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('finance.common.fields.reason')}
          required
          rules={[zodFieldRule(reasonRequest, 'reason', t)]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
