import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, reviewReasonForm } from '@scf/shared/schemas/member-review';
import { apiErrorText, zodFieldRule } from '@/lib/form';

interface ReasonDialogProps {
  open: boolean;
  /** Texts of member.review.reject or member.review.disable. */
  kind: 'reject' | 'disable';
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** The reason of a rejection or of disabling: required, 1-200 characters (the shared schema). */
export function ReasonDialog({ open, kind, pending, error, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t(`member.review.${kind}.title`)}
      okText={t('member.review.actions.confirm')}
      cancelText={t('member.review.actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`review-${kind}`}
        layout="vertical"
        preserve={false}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t(`member.review.${kind}.reason`)}
          required
          rules={[zodFieldRule(reviewReasonForm, 'reason', t)]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={REVIEW_LIMITS.reason}
            placeholder={t(`member.review.${kind}.placeholder`)}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={apiErrorText(error, t)} /> : null}
    </Modal>
  );
}
