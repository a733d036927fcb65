import { useState } from 'react';
import { Button, Checkbox, Form, Grid, Input, Modal, Space, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { wanToFen } from '@scf/shared/money';
import { applyDialogForm, applyLimitIssues, dialogToRequest } from '@scf/shared/schemas/financing';
import type { ApplyDialogForm, ApplyLimits } from '@scf/shared/schemas/financing';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { issueText } from '@/lib/form/zod-rule';
import { useFeedback } from '@/lib/feedback';
import { useApplyFinancing } from '../api/apply-financing';
import { dialogLimits } from '../lib/dialog-limits';
import { AttachmentUpload } from './attachment-upload';

/** Modal width of business.md section 9; a phone gets the whole width. */
const MODAL_WIDTH = 800;

type Values = Partial<ApplyDialogForm>;

/**
 * The generic apply dialog (business.md sections 2, 5, 7): amount in ten-thousand yuan, term in
 * months, guarantee types, purpose, materials and, for enterprises, the product's agreements. Each
 * field checks its own rule (the shared schema) and the product's limits (applyLimitIssues, the
 * server runs the same); confirm sends finance_amount × 10,000.
 */
export function ApplyDialog({
  product,
  userType,
  open,
  onClose,
}: {
  product: ProductDetail;
  userType: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Values>();
  const [reading, setReading] = useState<ProductDetail['agreementArticalList'][number] | null>(null);
  const submit = useApplyFinancing();
  const limits: ApplyLimits = dialogLimits(product, userType);

  const rule = (field: keyof ApplyDialogForm) => zodFieldRule(applyDialogForm, field, t);
  /** The product's limit on one field, judged with what the other fields hold now. */
  const limitRule =
    (path: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const v = getFieldsValue(true) as Values;
        const fen = wanToFen(v.financeAmount ?? '');
        const period = Number(v.financePeriod);
        const issue = applyLimitIssues(
          {
            financeAmountFen: fen ?? 0,
            financePeriod: Number.isInteger(period) ? period : 0,
            attachmentCount: v.attachmentNameList?.length ?? 0,
            agreementChecked: v.agreementChecked === true,
          },
          limits,
        ).find((i) => i.path === path);
        // Amount and term: only once their own format holds, so one message shows at a time.
        if (!issue || (path === 'financeAmount' && fen === null)) return Promise.resolve();
        return Promise.reject(new Error(issueText(issue.message, t, issue.params)));
      },
    });

  const range = (min: number | null, max: number | null, scale: (n: number) => string) =>
    `${min === null ? 0 : scale(min)} - ${max === null ? t('portal.apply.unlimited') : scale(max)}`;
  const wan = (yuan: number) => String(yuan / 10_000);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const confirm = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = applyDialogForm.parse({
      ...values,
      attachmentNameList: values.attachmentNameList ?? [],
      agreementChecked: values.agreementChecked === true,
    });
    submit.mutate(dialogToRequest(parsed, { productId: product.id }), {
      onSuccess: () => {
        void message.success(t('portal.apply.success'));
        close();
      },
      onError: (error) => void message.error(apiErrorText(error, t)),
    });
  };

  return (
    <>
      <Modal
        open={open}
        title={t('portal.apply.title')}
        width={screens.md ? MODAL_WIDTH : '100%'}
        onCancel={close}
        maskClosable={false}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={close}>{t('portal.apply.cancel')}</Button>
            <Button type="primary" loading={submit.isPending} onClick={() => void confirm()}>
              {t('portal.apply.confirm')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" initialValues={{ guarantTypeList: [], attachmentNameList: [] }}>
          <Form.Item label={t('portal.apply.product')}>
            <Typography.Text strong>{product.productName}</Typography.Text>
          </Form.Item>
          <Form.Item
            name="financeAmount"
            label={t('portal.apply.amount')}
            required
            extra={t('portal.apply.amountRange', {
              range: range(product.loanAmountMin, product.loanAmountMax, wan),
            })}
            rules={[rule('financeAmount'), limitRule('financeAmount')]}
          >
            <Input inputMode="decimal" maxLength={8} suffix={t('portal.apply.wan')} />
          </Form.Item>
          <Form.Item
            name="financePeriod"
            label={t('portal.apply.period')}
            required
            extra={t('portal.apply.periodRange', {
              range: range(product.loanPeriodMin, product.loanPeriodMax, String),
            })}
            rules={[rule('financePeriod'), limitRule('financePeriod')]}
          >
            <Input inputMode="numeric" maxLength={3} />
          </Form.Item>
          <Form.Item
            name="guarantTypeList"
            label={t('portal.apply.guarantTypes')}
            required
            rules={[rule('guarantTypeList')]}
          >
            <Checkbox.Group
              options={product.guarantTypeList.map((g) => ({ value: g.value, label: g.desc }))}
            />
          </Form.Item>
          <Form.Item name="financePurpose" label={t('portal.apply.purpose')} rules={[rule('financePurpose')]}>
            <Input.TextArea
              rows={3}
              maxLength={100}
              showCount
              placeholder={t('portal.apply.purposePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="attachmentNameList"
            label={t('portal.apply.files')}
            required={limits.attachmentCount > 0}
            extra={
              limits.attachmentCount > 0
                ? t('portal.apply.filesHint', { count: limits.attachmentCount })
                : t('portal.apply.filesHintNone')
            }
            rules={[limitRule('attachmentNameList')]}
          >
            <AttachmentUpload />
          </Form.Item>
          {limits.agreementRequired ? (
            <Form.Item
              name="agreementChecked"
              valuePropName="checked"
              rules={[limitRule('agreementChecked')]}
            >
              <Checkbox>
                {t('portal.apply.agreement')}
                {product.agreementArticalList.map((a) => (
                  <Button
                    key={a.id}
                    type="link"
                    size="small"
                    onClick={(event) => {
                      event.preventDefault();
                      setReading(a);
                    }}
                  >
                    《{a.articleName}》
                  </Button>
                ))}
              </Checkbox>
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <Modal
        open={reading !== null}
        title={reading?.articleName}
        width={screens.md ? MODAL_WIDTH : '100%'}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t('portal.apply.close')}</Button>}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
          {reading?.articleText}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
