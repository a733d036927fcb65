import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Form, Grid, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/request';
import { apiErrorText, keyedFieldText } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';

/** The fields a refusal names (the server's `data.errors`: field, rule, message). */
function fieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.data as { errors?: { field?: unknown; message?: unknown }[] } | null;
  // The first is the one error_key names, so it can be shown in the user's language.
  const first = keyedFieldText(error);
  return (data?.errors ?? []).flatMap((e, index) =>
    typeof e.field === 'string' && typeof e.message === 'string'
      ? [{ name: e.field, errors: [(index === 0 ? first : null) ?? e.message] }]
      : [],
  );
}

/**
 * The one edit dialog of administration (issue 7): a form in a modal that checks its fields (the
 * shared zod rules the server runs too), sends them, says so, and closes; a refusal that names a
 * field shows on that field, any other as a message. Reset each time it opens.
 */
export function EditDialog<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  success,
  okText,
  danger = false,
  width = 640,
  children,
}: {
  open: boolean;
  title: string;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The message shown once saved. */
  success: string;
  okText?: string;
  /** The move ends or refuses something (reject, cancel): its button is red. */
  danger?: boolean;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<V>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
  }, [open, initialValues, form]);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await onSubmit(values);
      void message.success(success);
      onClose();
    } catch (error) {
      const named = fieldErrors(error).filter((f) => form.getFieldInstance(f.name as never) !== undefined);
      if (named.length > 0) form.setFields(named as never);
      else void message.error(apiErrorText(error, t));
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={screens.md ? width : '100%'}
      okText={okText ?? t('app.admin.save')}
      okButtonProps={{ danger }}
      cancelText={t('app.admin.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
