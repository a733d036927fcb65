import { Form, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { judgeRequest } from '@scf/shared/schemas/financing';
import type { JudgeRequest } from '@scf/shared/schemas/financing';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useFinancingMutation } from '../../common/api/financing-api';

/** The enterprise reviews the institution of a repaid request (judgeRate 1-5, judgeDesc ≤ 200). */
export function JudgeDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ judgeRate?: number; judgeDesc?: string }>();
  const judge = useFinancingMutation<JudgeRequest>('/api/financing/judge');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || requestId === null) return;
    judge.mutate(
      { financeApplyId: requestId, judgeRate: values.judgeRate ?? 0, judgeDesc: values.judgeDesc ?? '' },
      {
        onSuccess: () => {
          void message.success(t('finance.enterprise.judge.done'));
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
      title={t('finance.enterprise.judge.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('finance.common.confirm')}
      cancelText={t('finance.common.cancel')}
      confirmLoading={judge.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="judgeRate"
          label={t('finance.enterprise.judge.rate')}
          required
          rules={[zodFieldRule(judgeRequest, 'judgeRate', t)]}
        >
          <Rate />
        </Form.Item>
        <Form.Item
          name="judgeDesc"
          label={t('finance.enterprise.judge.desc')}
          required
          rules={[zodFieldRule(judgeRequest, 'judgeDesc', t)]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
