import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, reviewApproveForm } from '@scf/shared/schemas/member-review';
import { apiErrorText, zodFieldRule } from '@/lib/form';

interface ApproveDialogProps {
  open: boolean;
  enterpriseName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (comment: string | undefined) => void;
  onClose: () => void;
}

/** The approval's confirmation, saying what it does, with an optional comment. */
export function ApproveDialog({
  open,
  enterpriseName,
  pending,
  error,
  onSubmit,
  onClose,
}: ApproveDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  return (
    <Modal
      open={open}
      title={t('member.review.approve.title')}
      okText={t('member.review.actions.approve')}
      cancelText={t('member.review.actions.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph strong>{enterpriseName}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('member.review.approve.content')}</Typography.Paragraph>
      <Form
        form={form}
        name="review-approve"
        layout="vertical"
        preserve={false}
        onFinish={({ comment }) => onSubmit(comment?.trim() || undefined)}
      >
        <Form.Item
          name="comment"
          label={t('member.review.approve.comment')}
          rules={[zodFieldRule(reviewApproveForm, 'comment', t)]}
        >
          <Input.TextArea rows={3} showCount maxLength={REVIEW_LIMITS.reason} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={apiErrorText(error, t)} /> : null}
    </Modal>
  );
}
