import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import type { AcceptRequest } from '@scf/shared/schemas/financing';
import { apiErrorText } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useAccountManagers, useFinancingMutation, useOrgProducts } from '../../common/api/financing-api';

export interface AcceptTarget {
  id: string;
  applyCode: string;
  kind: 'product' | 'demand';
  productCode: string | null;
}

interface Values {
  productCode?: string;
  accountManagerId?: string;
  supplement?: string;
}

/**
 * Accepting a request (business.md sections 5, 7): one of the institution's products on shelf (a
 * product application keeps its own) and an account manager; confirm stays disabled until both are
 * chosen. 受理成功 on success.
 */
export function AcceptDialog({ target, onClose }: { target: AcceptTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const open = target !== null;
  const products = useOrgProducts(
    { pageSize: FINANCING_LIMITS.acceptProductPageSize, productStatus: 3 },
    open,
  );
  const managers = useAccountManagers(open);
  const accept = useFinancingMutation<AcceptRequest>('/api/financing/accept');
  const productCode = Form.useWatch('productCode', form);
  const managerId = Form.useWatch('accountManagerId', form);

  useEffect(() => {
    if (target)
      form.setFieldsValue({
        productCode: target.productCode ?? undefined,
        accountManagerId: undefined,
        supplement: undefined,
      });
  }, [target, form]);

  const submit = () => {
    if (!target) return;
    const values = form.getFieldsValue();
    accept.mutate(
      {
        financeApplyId: target.id,
        acceptResult: 1,
        productCode: values.productCode,
        accountManagerId: values.accountManagerId,
        supplement: values.supplement,
      },
      {
        onSuccess: () => {
          void message.success(t('finance.institution.accept.done'));
          onClose();
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('finance.institution.accept.title', { code: target?.applyCode ?? '' })}
      onCancel={onClose}
      onOk={submit}
      okText={t('finance.common.action.accept')}
      cancelText={t('finance.common.cancel')}
      okButtonProps={{ disabled: !productCode || !managerId }}
      confirmLoading={accept.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="productCode" label={t('finance.common.fields.product')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={products.isPending}
            disabled={target?.kind === 'product'}
            placeholder={t('validation.acceptProductRequired')}
            options={(products.data?.rows ?? []).map((p) => ({ value: p.productCode, label: p.productName }))}
          />
        </Form.Item>
        <Form.Item name="accountManagerId" label={t('finance.common.fields.accountManager')} required>
          <Select
            loading={managers.isPending}
            placeholder={t('validation.accountManagerRequired')}
            options={(managers.data?.rows ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} ${m.mobile}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="supplement" label={t('finance.common.fields.supplement')}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Ignoring a request after a confirmation: 忽略成功 / 忽略失败 (business.md section 8). */
export function useIgnoreRequest() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const ignore = useFinancingMutation<AcceptRequest>('/api/financing/accept');
  return (target: { id: string; applyCode: string }) =>
    modal.confirm({
      title: t('finance.institution.ignore.title'),
      content: t('finance.institution.ignore.content', { code: target.applyCode }),
      okText: t('finance.common.action.ignore'),
      okButtonProps: { danger: true },
      cancelText: t('finance.common.cancel'),
      onOk: () =>
        ignore
          .mutateAsync({ financeApplyId: target.id, acceptResult: 0 })
          .then(() => void message.success(t('finance.institution.ignore.done')))
          .catch(() => void message.error(t('finance.institution.ignore.failed'))),
    });
}
