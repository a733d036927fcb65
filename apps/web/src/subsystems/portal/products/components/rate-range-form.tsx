import { memo, useEffect } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyZodFieldRule } from '@/lib/form/lazy-zod-rule';
import { loadProductSchemas } from '../lib/load-product-schemas';
import { DecimalFilterField, numberText } from './decimal-filter-field';
import styles from '../products.module.css';

const loadRateRangeForm = () => loadProductSchemas().then(({ rateRangeForm }) => rateRangeForm);

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
    form.setFieldsValue({ rateStart: numberText(rateStart), rateEnd: numberText(rateEnd) });
  }, [form, rateStart, rateEnd]);
  return (
    <Form
      form={form}
      initialValues={{ rateStart: numberText(rateStart), rateEnd: numberText(rateEnd) }}
      aria-label={t('portal.products.list.rateForm')}
      layout="inline"
      className={styles.inlineForm}
      onFinish={async (values) => {
        // Both bounds, an empty one as undefined: a bound left out would keep the URL's old one.
        const { rateRangeForm } = await loadProductSchemas();
        const { rateStart: start, rateEnd: end } = rateRangeForm.parse(values);
        onApply({ rateStart: start, rateEnd: end });
      }}
    >
      <DecimalFilterField
        name="rateStart"
        rule={lazyZodFieldRule(loadRateRangeForm, 'rateStart', t)}
        className={styles.rateInput}
        label={t('portal.products.list.rateStartLabel')}
        placeholder={t('portal.products.list.rateStartPlaceholder')}
        suffix="%"
      />
      <span aria-hidden="true" className={styles.rangeDash}>
        –
      </span>
      <DecimalFilterField
        name="rateEnd"
        dependencies={['rateStart']}
        rule={lazyZodFieldRule(loadRateRangeForm, 'rateEnd', t)}
        className={styles.rateInput}
        label={t('portal.products.list.rateEndLabel')}
        placeholder={t('portal.products.list.rateEndPlaceholder')}
        suffix="%"
      />
      <Button size="small" htmlType="submit">
        {t('portal.products.list.confirm')}
      </Button>
    </Form>
  );
});
