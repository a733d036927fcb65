import { memo, useEffect } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rateRangeForm } from '@scf/shared/schemas/product';
import { zodFieldRule } from '@/lib/form';
import styles from '../products.module.css';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The rate filter's own range, in percent, with the spec's rate rules from the shared schema.
 * Memoised for the same reason as CustomAmountForm: Form.Item measures itself on every re-render.
 */
export const RateRangeForm = memo(function RateRangeForm({
  rateStart,
  rateEnd,
  onApply,
}: {
  rateStart: number | undefined;
  rateEnd: number | undefined;
  onApply: (range: { rateStart: number | undefined; rateEnd: number | undefined }) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rateStart: string; rateEnd: string }>();
  // The inputs follow the URL (back button, a shared link), not only what was typed. They start with
  // the URL's values too (initialValues): an item whose value changes re-renders, and measures itself.
  useEffect(() => {
    form.setFieldsValue({ rateStart: text(rateStart), rateEnd: text(rateEnd) });
  }, [form, rateStart, rateEnd]);
  return (
    <Form
      form={form}
      initialValues={{ rateStart: text(rateStart), rateEnd: text(rateEnd) }}
      aria-label={t('portal.products.list.rateForm')}
      layout="inline"
      className={styles.inlineForm}
      onFinish={(values) => {
        const range = rateRangeForm.parse(values);
        onApply({ rateStart: range.rateStart, rateEnd: range.rateEnd });
      }}
    >
      <Form.Item name="rateStart" rules={[zodFieldRule(rateRangeForm, 'rateStart', t)]}>
        <Input
          className={styles.rateInput}
          inputMode="decimal"
          aria-label={t('portal.products.list.rateStartLabel')}
          placeholder={t('portal.products.list.rateStartPlaceholder')}
          suffix="%"
          size="small"
        />
      </Form.Item>
      <span aria-hidden="true" className={styles.rangeDash}>
        –
      </span>
      <Form.Item
        name="rateEnd"
        dependencies={['rateStart']}
        rules={[zodFieldRule(rateRangeForm, 'rateEnd', t)]}
      >
        <Input
          className={styles.rateInput}
          inputMode="decimal"
          aria-label={t('portal.products.list.rateEndLabel')}
          placeholder={t('portal.products.list.rateEndPlaceholder')}
          suffix="%"
          size="small"
        />
      </Form.Item>
      <Button size="small" htmlType="submit">
        {t('portal.products.list.confirm')}
      </Button>
    </Form>
  );
});
