import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@scf/shared/money';
import { creditRequest, loanRequest } from '@scf/shared/schemas/financing';
import type { CreditRequest, FinancingRow, LoanRequest } from '@scf/shared/schemas/financing';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useFinancingMutation, useProductDetail } from '../../common/api/financing-api';

/** Today in the browser's calendar, as the loan date's default. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Crediting an accepted request: amount in yuan (not above what was asked), rate %, term, method. */
export function CreditDialog({ request, onClose }: { request: FinancingRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Partial<Record<keyof CreditRequest, string>>>();
  const credit = useFinancingMutation<CreditRequest>('/api/financing/credit');
  const rule = (field: keyof CreditRequest) => zodFieldRule(creditRequest, field, t);
  // The credit must keep within the product: its rate range and its repayment methods.
  const product = useProductDetail(request?.productId ?? null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !request) return;
    credit.mutate(
      {
        financeApplyId: request.id,
        creditAmount: values.creditAmount ?? '',
        creditRate: values.creditRate ?? '',
        creditPeriod: values.creditPeriod ?? '',
        repayType: values.repayType as CreditRequest['repayType'],
      },
      {
        onSuccess: () => {
          void message.success(t('finance.institution.credit.done'));
          onClose();
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  return (
    <Modal
      open={request !== null}
      title={t('finance.institution.credit.title', { code: request?.applyCode ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('finance.common.action.credit')}
      cancelText={t('finance.common.cancel')}
      confirmLoading={credit.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          request
            ? {
                creditAmount: String(request.financeAmount / 100),
                creditPeriod: String(request.financePeriod),
              }
            : {}
        }
      >
        <Form.Item
          name="creditAmount"
          label={t('finance.institution.credit.amount')}
          required
          extra={
            request
              ? t('finance.institution.credit.applied', {
                  value: formatYuan(request.financeAmount, i18n.language),
                })
              : null
          }
          rules={[rule('creditAmount')]}
        >
          <Input inputMode="decimal" maxLength={17} />
        </Form.Item>
        <Form.Item
          name="creditRate"
          label={t('finance.institution.credit.rate')}
          required
          rules={[rule('creditRate')]}
        >
          <Input inputMode="decimal" maxLength={6} suffix="%" />
        </Form.Item>
        <Form.Item
          name="creditPeriod"
          label={t('finance.institution.credit.period')}
          required
          rules={[rule('creditPeriod')]}
        >
          <Input inputMode="numeric" maxLength={3} />
        </Form.Item>
        <Form.Item
          name="repayType"
          label={t('finance.common.fields.repayType')}
          required
          rules={[rule('repayType')]}
        >
          <Select
            loading={product.isPending}
            options={(product.data?.repayTypeList ?? []).map((r) => ({
              value: r.repayType,
              label: r.repayTypeDesc,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Lending on a credited request: amount in yuan (not above the credit), the loan date. */
export function LoanDialog({ request, onClose }: { request: FinancingRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Partial<Record<keyof LoanRequest, string>>>();
  const loan = useFinancingMutation<LoanRequest>('/api/financing/loan');
  const rule = (field: keyof LoanRequest) => zodFieldRule(loanRequest, field, t);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !request) return;
    loan.mutate(
      { financeApplyId: request.id, loanAmount: values.loanAmount ?? '', loanDate: values.loanDate ?? '' },
      {
        onSuccess: () => {
          void message.success(t('finance.institution.loan.done'));
          onClose();
        },
        onError: (error) => void message.error(apiErrorText(error, t)),
      },
    );
  };

  return (
    <Modal
      open={request !== null}
      title={t('finance.institution.loan.title', { code: request?.applyCode ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('finance.common.action.loan')}
      cancelText={t('finance.common.cancel')}
      confirmLoading={loan.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          request?.creditAmount != null
            ? { loanAmount: String(request.creditAmount / 100), loanDate: today() }
            : {}
        }
      >
        <Form.Item
          name="loanAmount"
          label={t('finance.institution.loan.amount')}
          required
          extra={
            request?.creditAmount != null
              ? t('finance.institution.loan.credited', {
                  value: formatYuan(request.creditAmount, i18n.language),
                })
              : null
          }
          rules={[rule('loanAmount')]}
        >
          <Input inputMode="decimal" maxLength={17} />
        </Form.Item>
        <Form.Item
          name="loanDate"
          label={t('finance.common.fields.loanDate')}
          required
          rules={[rule('loanDate')]}
        >
          <Input type="date" max={today()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
