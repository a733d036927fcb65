import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphicCode } from '@scf/shared/schemas/fields';
import { LIMITS } from '@scf/shared/schemas/limits';
import { zodRule } from '@/lib/form';
import type { CheckCodeSlot } from '@/lib/session';
import { useCheckCode } from '@/shell/auth-api/get-check-code';
import { CheckCodeInput } from './check-code-input';

export interface GraphicCodeAnswer {
  checkCode: string;
  /** The id of the challenge the answer is for. */
  cc: string;
}

/** 'wrong-code' (111000): the dialog clears the answer and shows a new picture; otherwise the caller closes it. */
export type GraphicCodeOutcome = 'sent' | 'wrong-code' | 'failed';

interface GraphicCodeDialogProps {
  open: boolean;
  slot: CheckCodeSlot;
  sending: boolean;
  onCancel: () => void;
  onSubmit: (answer: GraphicCodeAnswer) => Promise<GraphicCodeOutcome>;
}

/**
 * The graphic-code dialog that guards an SMS send (shell.md section 2: 4 characters). Each opening
 * shows a new challenge; antd's Modal keeps the focus inside while it is open.
 */
export function GraphicCodeDialog({ open, slot, sending, onCancel, onSubmit }: GraphicCodeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ checkCode: string }>();
  const image = useCheckCode(slot, LIMITS.graphicCode, open);

  const submit = async ({ checkCode }: { checkCode: string }) => {
    // While a new picture loads, the answer would be checked against the challenge it replaces.
    if (!image.data || image.isFetching) return;
    const outcome = await onSubmit({ checkCode, cc: image.data.cc });
    if (outcome === 'wrong-code') {
      form.setFields([{ name: 'checkCode', value: '', errors: [t('errors.graphicCodeWrong')] }]);
      void image.refetch();
    }
  };

  return (
    <Modal
      open={open}
      title={t('login.code.dialogTitle')}
      okText={t('login.code.ok')}
      cancelText={t('login.code.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      // antd focuses the dialog itself when it opens; the answer field is where the user types.
      afterOpenChange={(visible) => {
        if (visible) form.getFieldInstance('checkCode')?.focus();
      }}
      destroyOnHidden
      width={400}
    >
      <Form form={form} name="graphic-code" layout="vertical" onFinish={submit}>
        <Form.Item
          name="checkCode"
          label={t('login.fields.checkcode')}
          rules={[zodRule(graphicCode, t)]}
          required
        >
          <CheckCodeInput
            length={LIMITS.graphicCode}
            image={image.data?.img}
            loading={image.isFetching}
            onRefresh={() => void image.refetch()}
            placeholder={t('login.fields.checkcodePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
