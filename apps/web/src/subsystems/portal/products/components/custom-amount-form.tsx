import { memo, useEffect } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyZodRule } from '@/lib/form/lazy-zod-rule';
import { loadProductSchemas } from '../lib/load-product-schemas';
import { DecimalFilterField, numberText } from './decimal-filter-field';
import styles from '../products.module.css';

const loadAmountWan = () => loadProductSchemas().then(({ amountWan }) => amountWan);

/**
 * The amount filter's own amount, in 10,000 yuan. Memoised: antd's Form.Item measures itself
 * (a forced layout) on every render after the first, and the filter panel re-renders as each of
 * its dictionaries arrives.
 */
export const CustomAmountForm = memo(function CustomAmountForm({
  value,
  onApply,
}: {
  value: number | undefined;
  onApply: (customAmount: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ customAmount: string }>();
  const shown = numberText(value);
  // The input follows the URL (back button, a shared link), not only what was typed. It starts with
  // the URL's value too (initialValues): an item whose value changes re-renders, and measures itself.
  useEffect(() => {
    form.setFieldsValue({ customAmount: shown });
  }, [form, shown]);
  return (
    <Form
      form={form}
      initialValues={{ customAmount: shown }}
      aria-label={t('portal.products.list.customAmountForm')}
      layout="inline"
      className={styles.inlineForm}
      onFinish={async ({ customAmount }) => {
        const { amountWan } = await loadProductSchemas();
        onApply(amountWan.parse(customAmount));
      }}
    >
      <DecimalFilterField
        name="customAmount"
        rule={lazyZodRule(loadAmountWan, t)}
        className={styles.amountInput}
        label={t('portal.products.list.customAmountLabel')}
        placeholder={t('portal.products.list.customAmountPlaceholder')}
        suffix={t('portal.products.list.wan')}
      />
      <Button size="small" htmlType="submit">
        {t('portal.products.list.confirm')}
      </Button>
    </Form>
  );
});
